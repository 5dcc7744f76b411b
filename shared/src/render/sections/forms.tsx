import { memo } from 'react';
import { HONEYPOT_FIELD } from '../../publishing/forms.js';
import { businessDetailsOf, directionsHref, formatOpeningHours, type BusinessDetails } from '../../site/business-details.js';
import { REQUIRED_CONTACT_FIELD_IDS, type ContactField } from '../../site/items/contact-field.js';
import type { ContactSection } from '../../site/sections/contact.js';
import type { NewsletterSection } from '../../site/sections/newsletter.js';
import { usePing, useSite } from '../context.js';
import { localized, type SiteTexts } from '../texts.js';
import { emailHref, phoneHref } from '../urls.js';
import { hasText, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

/**
 * The form's controls are drawn by memoised components of plain props: in the designer the
 * canvas draws the page again on every keystroke, and React writes an input's name and type
 * again on every commit, which made the browser restyle the form each time (issue 38).
 */
const FormControl = memo(function FormControl({
  id,
  name,
  required,
  autoComplete,
  kind,
}: {
  id: string;
  name: string;
  required?: true;
  autoComplete?: string;
  kind: 'text' | 'email' | 'textarea';
}) {
  const common = { id, name, required, autoComplete };
  if (kind === 'textarea') return <textarea {...common} rows={5} maxLength={5000} />;
  return <input {...common} type={kind} maxLength={kind === 'email' ? 254 : 500} />;
});

/** The hidden field people never see and bots fill in; the server drops such posts. */
const Honeypot = memo(function Honeypot() {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
});

/** The live region the page's script writes the result into. */
const Status = () => <p className="fst" role="status" />;

/** The title of a field: the owner's, or the built-in name, email or message in the site's language. */
export function fieldTitle(field: ContactField, texts: SiteTexts): string {
  if (field.id === REQUIRED_CONTACT_FIELD_IDS.name) return localized(field.title, 'name', texts);
  if (field.id === REQUIRED_CONTACT_FIELD_IDS.email) return localized(field.title, 'email', texts);
  if (field.id === REQUIRED_CONTACT_FIELD_IDS.message) return localized(field.title, 'message', texts);
  return hasText(field.title) ? field.title : field.id;
}

const AUTOCOMPLETE: Record<string, string> = { [REQUIRED_CONTACT_FIELD_IDS.name]: 'name', [REQUIRED_CONTACT_FIELD_IDS.email]: 'email' };

/**
 * Attributes of a form that works without script (a plain POST to the server's endpoint) and
 * is enhanced by the page's script (data-fd: sent with fetch, result shown in place). In the
 * editor, or without form addresses, the form is drawn but disabled.
 */
function formAttributes(action: string | undefined, success: string, texts: SiteTexts) {
  if (!action) return {};
  return { method: 'post', action, 'data-fd': '', 'data-success': success, 'data-error': texts.error, 'data-sending': texts.sending };
}

/** Opening hours as a small table of grouped days ('Mon–Fri 9:00–17:00'), with the owner's note. */
export function OpeningHoursView({ details, texts, caption }: { details: BusinessDetails; texts: SiteTexts; caption?: boolean }) {
  const rows = formatOpeningHours(details.hours, texts.lang);
  return (
    <>
      {rows.length > 0 && (
        <table className="hrs">
          {caption && <caption className="sr">{texts.openingHours}</caption>}
          <tbody>
            {rows.map((row) => (
              <tr key={row.days}>
                <th scope="row">{row.days}</th>
                <td>{row.times}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasText(details.hoursNote) && <p className="hn">{details.hoursNote}</p>}
    </>
  );
}

/**
 * The contact form with the document's fields, and beside it the business details (spec §3,
 * issue 24): email, phone, address with a directions link, the area served and opening hours.
 */
export function ContactView({ section, frame }: { section: ContactSection; frame: SectionFrame }) {
  const { texts, forms, mode, document } = useSite();
  const action = mode === 'published' ? forms?.contact : undefined;
  const business = businessDetailsOf(document);
  const email = emailHref(business.email);
  const phone = phoneHref(business.phone);
  const directions = directionsHref(business.address);
  const callPing = usePing('call');
  const directionsPing = usePing('directions');
  const hours = business.hours.length > 0 || hasText(business.hoursNote);
  const details = email || phone || directions || hasText(business.serviceArea) || hours;
  const idPrefix = `fd-c${frame.index}-`;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className={`w ct ${details ? 'two' : 'one'}`}>
        <div className="ci">
          <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
          {details && (
            <dl className="ci">
              {phone && (
                <div>
                  <dt>{texts.phone}</dt>
                  <dd>
                    <a href={phone} ping={callPing}>
                      {business.phone.trim()}
                    </a>
                  </dd>
                </div>
              )}
              {email && (
                <div>
                  <dt>{texts.email}</dt>
                  <dd>
                    <a href={email}>{business.email.trim()}</a>
                  </dd>
                </div>
              )}
              {directions && (
                <div>
                  <dt>{texts.address}</dt>
                  <dd>
                    <p>{business.address.trim()}</p>
                    <a className="dir" href={directions} target="_blank" rel="noopener" ping={directionsPing}>
                      {texts.directions}
                    </a>
                  </dd>
                </div>
              )}
              {hasText(business.serviceArea) && (
                <div>
                  <dt>{texts.serviceArea}</dt>
                  <dd>{business.serviceArea.trim()}</dd>
                </div>
              )}
              {hours && (
                <div>
                  <dt>{texts.openingHours}</dt>
                  <dd>
                    <OpeningHoursView details={business} texts={texts} />
                  </dd>
                </div>
              )}
            </dl>
          )}
        </div>
        <form
          className="card frm"
          aria-labelledby={hasText(section.heading) ? frame.headingId : undefined}
          {...formAttributes(action, localized(section.successMessage, 'contactSuccess', texts), texts)}
        >
          <fieldset disabled={!action || undefined}>
            {section.fields.map((field, index) => {
              const id = `${idPrefix}${index}`;
              const isEmail = field.validators.includes('EmailRequired');
              const required = isEmail || field.validators.includes('Required');
              return (
                <div key={field.id}>
                  <label htmlFor={id}>{fieldTitle(field, texts)}</label>
                  <FormControl
                    id={id}
                    name={field.id}
                    required={required || undefined}
                    autoComplete={AUTOCOMPLETE[field.id]}
                    kind={field.type === 'TextArea' ? 'textarea' : isEmail ? 'email' : 'text'}
                  />
                </div>
              );
            })}
            <Honeypot />
            <button type="submit" className="btn l">
              {localized(section.submitLabel, 'send', texts)}
            </button>
            <Status />
          </fieldset>
        </form>
      </div>
    </SectionShell>
  );
}

/** The newsletter sign-up: heading, body and one email field. */
export function NewsletterView({ section, frame }: { section: NewsletterSection; frame: SectionFrame }) {
  const { texts, forms, mode } = useSite();
  const action = mode === 'published' ? forms?.newsletter : undefined;
  const id = `fd-n${frame.index}`;
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w nar ctr">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {hasText(section.body) && <p className="mu">{section.body}</p>}
        <form className="nlf" {...formAttributes(action, texts.newsletterSuccess, texts)}>
          <fieldset disabled={!action || undefined}>
            <div>
              <label htmlFor={id}>{localized(section.fieldLabel, 'emailAddress', texts)}</label>
              <div className="row">
                <FormControl id={id} name="email" required autoComplete="email" kind="email" />
                <button type="submit" className="btn">
                  {localized(section.submitLabel, 'subscribe', texts)}
                </button>
              </div>
            </div>
            <Honeypot />
            <Status />
          </fieldset>
        </form>
      </div>
    </SectionShell>
  );
}
