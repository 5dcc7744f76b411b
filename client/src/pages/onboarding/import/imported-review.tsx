import { LIMITS, SOURCE_LABELS, type ImportedContent } from '@frontdoor/shared';
import { useId } from 'react';
import { CloseIcon } from '../../../components/icons';
import { foundSummary } from './import-state';

type Props = {
  content: ImportedContent;
  onChange: (content: ImportedContent) => void;
  onDiscard: () => void;
};

/**
 * What was imported, for the owner to check before Launch (spec §4): services (name and price
 * editable), reviews and photos can be changed or removed; contact details and opening hours are
 * checked in the step's business details fields, which they fill in. The
 * page's photos are used only when the owner says they are theirs (or they carry an open licence).
 */
export function ImportedReview({ content, onChange, onDiscard }: Props) {
  const id = useId();
  const set = (patch: Partial<ImportedContent>) => onChange({ ...content, ...patch });
  const source = content.kind === 'website' ? 'your page' : `your ${SOURCE_LABELS[content.kind]} ${content.kind === 'github' ? 'profile' : 'page'}`;
  const hasContact = Boolean(content.phone || content.email || content.address || content.hours.length);
  const openlyLicensed = content.photos.filter((photo) => photo.openLicence).length;

  return (
    <section className="imported" aria-labelledby={`${id}-title`}>
      <div className="imported__head">
        <div>
          <h2 id={`${id}-title`} className="imported__title">
            From {source}
          </h2>
          <p className="imported__lead">Found: {foundSummary(content)}. This goes on your website; change or remove anything.</p>
        </div>
        <button type="button" className="button button--ghost button--small" onClick={onDiscard}>
          Don't use it
        </button>
      </div>

      {content.services.length > 0 && (
        <fieldset className="imported__group">
          <legend className="imported__legend">Services</legend>
          <ul className="imported__list">
            {content.services.map((service, index) => (
              <li key={index} className="imported-service">
                <label className="visually-hidden" htmlFor={`${id}-service-${index}`}>
                  Service {index + 1} name
                </label>
                <input
                  id={`${id}-service-${index}`}
                  className="text-input imported-service__name"
                  value={service.name}
                  maxLength={LIMITS.serviceHeading}
                  onChange={(event) => set({ services: content.services.map((item, i) => (i === index ? { ...item, name: event.target.value } : item)) })}
                />
                <label className="visually-hidden" htmlFor={`${id}-price-${index}`}>
                  Price of {service.name}
                </label>
                <input
                  id={`${id}-price-${index}`}
                  className="text-input imported-service__price"
                  value={service.price}
                  placeholder="Price"
                  maxLength={LIMITS.servicePricing}
                  onChange={(event) => set({ services: content.services.map((item, i) => (i === index ? { ...item, price: event.target.value } : item)) })}
                />
                <RemoveButton
                  label={`Remove ${service.name || `service ${index + 1}`}`}
                  onClick={() => set({ services: content.services.filter((_, i) => i !== index) })}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {content.reviews.length > 0 && (
        <fieldset className="imported__group">
          <legend className="imported__legend">Reviews</legend>
          <ul className="imported__list">
            {content.reviews.map((review, index) => (
              <li key={index} className="imported-review">
                <figure className="imported-review__quote">
                  <blockquote>{review.text}</blockquote>
                  <figcaption>
                    {review.author}
                    {review.rating !== undefined ? ` · ${review.rating} of 5 stars` : ''}
                  </figcaption>
                </figure>
                <RemoveButton label={`Remove the review by ${review.author}`} onClick={() => set({ reviews: content.reviews.filter((_, i) => i !== index) })} />
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {hasContact && (
        // One home for them: the fields under "How customers reach you", filled in from the page.
        <p className="imported__note">
          The phone, email, address and opening hours we found are filled in under <strong>How customers reach you</strong>, below: check them there.
        </p>
      )}

      {content.photos.length > 0 && (
        <fieldset className="imported__group">
          <legend className="imported__legend">Photos</legend>
          <ul className="imported__photos">
            {content.photos.map((photo) => (
              <li key={photo.url}>
                <img src={photo.url} alt={photo.alt} loading="lazy" referrerPolicy="no-referrer" width={96} height={72} />
              </li>
            ))}
          </ul>
          <label className="checkbox">
            <input type="checkbox" checked={content.usePhotos} onChange={(event) => set({ usePhotos: event.target.checked })} />
            <span>These photos are mine to use on my website</span>
          </label>
          <p className="field-hint">
            {openlyLicensed > 0
              ? `${openlyLicensed} ${openlyLicensed === 1 ? 'photo has' : 'photos have'} an open licence and ${openlyLicensed === 1 ? 'is' : 'are'} used with credit either way. `
              : ''}
            Otherwise we use stock photos that suit your business.
          </p>
        </fieldset>
      )}
    </section>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button imported__remove" aria-label={label} title={label} onClick={onClick}>
      <CloseIcon width={16} height={16} />
    </button>
  );
}
