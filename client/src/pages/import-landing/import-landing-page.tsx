import type { NamedSourceKind } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList } from '../../components/faq-list';
import { ArrowRightIcon, CheckIcon } from '../../components/icons';
import { ImportExample } from './import-example';
import { ImportForm } from './import-form';
import { LANDING_CONTENT } from './landing-content';
import { landingFaqs } from './landing-faqs';
import { LandingSteps } from './landing-steps';
// The hero, the steps and the final call to action share the home page's look.
import '../home/home.css';
import './import-landing.css';

const promises = ['Free to use', 'No ads on your site', 'You check everything first'];

/**
 * A create-from-a-page landing (spec §2 marketing routes): explains the import with a worked
 * example and starts the wizard with the owner's link.
 */
export function ImportLandingPage({ kind }: { kind: NamedSourceKind }) {
  const content = LANDING_CONTENT[kind];
  useDocumentTitle(content.title);
  return (
    <>
      <section className="hero landing-hero" aria-labelledby="landing-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="eyebrow">{content.eyebrow}</p>
            <h1 id="landing-title" className="hero__title landing-hero__title">{content.title}</h1>
            <p className="lead hero__lead">{content.lead}</p>
            <ul className="hero__promises">
              {promises.map((promise) => (
                <li key={promise}><CheckIcon className="hero__check" width={18} height={18} />{promise}</li>
              ))}
            </ul>
          </div>
          <ImportForm kind={kind} content={content} />
        </div>
      </section>

      <LandingSteps content={content} />
      <ImportExample content={content} />

      <section className="section" aria-labelledby="landing-faq-title">
        <div className="container container--narrow">
          <div className="section__header">
            <p className="eyebrow">Questions</p>
            <h2 id="landing-faq-title">Before you paste your link</h2>
          </div>
          <FaqList items={landingFaqs(content)} />
        </div>
      </section>

      <section className="final-cta" aria-labelledby="landing-cta-title">
        <div className="container final-cta__inner">
          <h2 id="landing-cta-title" className="final-cta__title">Your {content.source} {content.noun} already says a lot</h2>
          <p className="final-cta__text">Let it write your website. It's free, there are no ads, and you can change everything later.</p>
          <div className="landing-cta__actions">
            <a href="#import-link" className="button button--light button--large">
              {content.button}
              <ArrowRightIcon className="button__icon" />
            </a>
            <Link to={links.createWebsite} className="landing-cta__secondary">Start without a link</Link>
          </div>
        </div>
      </section>
    </>
  );
}
