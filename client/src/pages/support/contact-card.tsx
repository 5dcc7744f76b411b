import { useId } from 'react';
import { supportEmail } from '../../app/site-links';
import { MailIcon } from '../../components/icons';

/** 'Email support', beside the Support page and every help article. */
export function ContactCard() {
  const id = useId();
  return (
    <section className="card contact-card" aria-labelledby={`${id}-title`}>
      <span className="icon-badge contact-card__icon">
        <MailIcon />
      </span>
      <h2 id={`${id}-title`} className="contact-card__title">
        Email support
      </h2>
      <p className="contact-card__text">Tell us your website's address and what you were trying to do. A screenshot helps.</p>
      <a className="button button--primary contact-card__button" href={`mailto:${supportEmail}`}>
        Send us an email
      </a>
      <p className="contact-card__address">{supportEmail}</p>
    </section>
  );
}
