import { supportEmail } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList } from '../../components/faq-list';
import { LifebuoyIcon, MailIcon } from '../../components/icons';
import { topics } from './support-topics';
import './support.css';

export function SupportPage() {
  useDocumentTitle('Support');
  return (
    <>
      <section className="page-hero" aria-labelledby="support-title">
        <div className="container">
          <p className="eyebrow">Support</p>
          <h1 id="support-title">How can we help?</h1>
          <p className="lead">Answers to the questions business owners ask most. Can't find yours? Email us and we'll help.</p>
        </div>
      </section>

      <div className="section">
        <div className="container support-layout">
          <aside className="support-aside" aria-labelledby="support-contact-title">
            <div className="contact-card">
              <span className="contact-card__icon"><MailIcon /></span>
              <h2 id="support-contact-title" className="contact-card__title">Email support</h2>
              <p className="contact-card__text">Tell us your website's address and what you were trying to do. A screenshot helps.</p>
              <a className="button button--primary contact-card__button" href={`mailto:${supportEmail}`}>
                Send us an email
              </a>
              <p className="contact-card__address">{supportEmail}</p>
            </div>
            <nav className="support-topics" aria-label="Help topics">
              <p className="support-topics__title"><LifebuoyIcon width={18} height={18} /> Topics</p>
              <ul>
                {topics.map((topic) => (
                  <li key={topic.id}><a href={`#${topic.id}`}>{topic.title}</a></li>
                ))}
              </ul>
            </nav>
          </aside>

          <div className="support-content">
            {topics.map((topic) => (
              <section key={topic.id} id={topic.id} className="support-topic" aria-labelledby={`${topic.id}-title`}>
                <h2 id={`${topic.id}-title`} className="support-topic__title">{topic.title}</h2>
                <FaqList items={topic.faqs} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
