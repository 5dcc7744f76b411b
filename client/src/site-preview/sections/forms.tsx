import { useId } from 'react';
import type { ContactSection, NewsletterSection } from '@frontdoor/shared';

/**
 * The contact form with the owner's field titles, and the public email and phone. In the
 * preview the fields are disabled: submissions are taken by the published site.
 */
export function ContactView({ section }: { section: ContactSection }) {
  const id = useId();
  const hasDetails = Boolean(section.email || section.phone);
  return (
    <div className="ws-section">
      <div className={`ws-container ws-contact ${hasDetails ? 'ws-contact--details' : ''}`}>
        <div className="ws-contact__intro">
          <h2 className="ws-section__title ws-section__title--start">{section.heading}</h2>
          {hasDetails && (
            <dl className="ws-contact__details">
              {section.email && (
                <div><dt>Email</dt><dd><a href={`mailto:${section.email}`}>{section.email}</a></dd></div>
              )}
              {section.phone && (
                <div><dt>Phone</dt><dd><a href={`tel:${section.phone.replace(/[^\d+]/g, '')}`}>{section.phone}</a></dd></div>
              )}
            </dl>
          )}
        </div>
        <form className="ws-card ws-form" aria-describedby={`${id}-note`} onSubmit={(event) => event.preventDefault()}>
          {section.fields.map((field) => {
            const required = field.validators.length > 0;
            const fieldId = `${id}-${field.id}`;
            return (
              <div key={field.id} className="ws-form__field">
                <label htmlFor={fieldId} className="ws-form__label">
                  {field.title}
                  {required && <span className="ws-form__required" aria-hidden="true"> *</span>}
                </label>
                {field.type === 'TextArea' ? (
                  <textarea id={fieldId} className="ws-form__input ws-form__input--area" rows={4} disabled required={required} />
                ) : (
                  <input
                    id={fieldId}
                    className="ws-form__input"
                    type={field.validators.includes('EmailRequired') ? 'email' : 'text'}
                    disabled
                    required={required}
                  />
                )}
              </div>
            );
          })}
          <button type="submit" className="ws-button ws-button--solid ws-button--medium ws-form__submit" disabled>
            {section.submitLabel}
          </button>
          <p id={`${id}-note`} className="ws-form__note">The form takes messages once your website is published.</p>
        </form>
      </div>
    </div>
  );
}

/** A newsletter sign-up with the owner's heading, text and field label. */
export function NewsletterView({ section }: { section: NewsletterSection }) {
  const id = useId();
  return (
    <div className="ws-section">
      <div className="ws-container ws-container--narrow ws-newsletter">
        <h2 className="ws-section__title">{section.heading}</h2>
        {section.body && <p className="ws-newsletter__body">{section.body}</p>}
        <form className="ws-newsletter__form" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={id} className="ws-form__label">{section.fieldLabel}</label>
          <div className="ws-newsletter__row">
            <input id={id} className="ws-form__input" type="email" disabled />
            <button type="submit" className="ws-button ws-button--solid ws-button--medium" disabled>{section.submitLabel}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
