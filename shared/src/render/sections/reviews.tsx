import type { CustomerReviewsSection } from '../../site/sections/customer-reviews.js';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import { hasText, Placeholder, SampleBadge, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

/**
 * Customer reviews as quoted cards with the author and where they are from. A generated sample
 * review wears a 'Sample' badge in the designer; published pages never get one (see
 * withoutSamples).
 */
export function ReviewsView({ section, frame }: { section: CustomerReviewsSection; frame: SectionFrame }) {
  const { mode } = useSite();
  return (
    <SectionShell frame={frame} heading={section.heading} className="rv">
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {section.reviews.length === 0 && mode === 'preview' && <Placeholder>Add your customers’ reviews</Placeholder>}
        <ul className="cards">
          {section.reviews.map((review) => (
            <li key={review.id} className="card">
              {review.sample && <SampleBadge />}
              <figure>
                <blockquote>
                  <EditableText
                    as="p"
                    path={['sections', section.id, 'reviews', review.id, 'paragraph']}
                    value={review.paragraph}
                    maxLength={LIMITS.reviewParagraph}
                    label="Review"
                  />
                </blockquote>
                {(hasText(review.authorName) || hasText(review.authorLocation)) && (
                  <figcaption>
                    {review.authorName}
                    {hasText(review.authorLocation) && <span>{review.authorLocation}</span>}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
