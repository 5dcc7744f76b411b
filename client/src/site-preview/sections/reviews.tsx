import type { CustomerReviewsSection } from '@frontdoor/shared';

/** Customer reviews as quote cards with the author's name and town. */
export function ReviewsView({ section }: { section: CustomerReviewsSection }) {
  return (
    <div className="ws-section">
      <div className="ws-container">
        <h2 className="ws-section__title">{section.heading}</h2>
        <ul className="ws-cards ws-cards--reviews">
          {section.reviews.map((review) => (
            <li key={review.id} className="ws-card ws-review">
              <figure>
                <span className="ws-review__mark" aria-hidden="true">“</span>
                <blockquote className="ws-review__text"><p>{review.paragraph}</p></blockquote>
                <figcaption className="ws-review__author">
                  <strong>{review.authorName}</strong>
                  {review.authorLocation && <span>{review.authorLocation}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
