import type { NamedSourceKind } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList } from '../../components/faq-list';
import { ArrowRightIcon } from '../../components/icons';
import { CallToAction } from '../../components/marketing/call-to-action';
import { Hero } from '../../components/marketing/hero';
import { ImportExample } from './import-example';
import { ImportForm } from './import-form';
import { LANDING_CONTENT } from './landing-content';
import { landingFaqs } from './landing-faqs';
import { LandingSteps } from './landing-steps';
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
      <Hero
        id="landing-title"
        className="landing-hero"
        titleClassName="landing-hero__title"
        before={<p className="eyebrow">{content.eyebrow}</p>}
        title={content.title}
        lead={content.lead}
        promises={promises}
        aside={<ImportForm kind={kind} content={content} />}
      />

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

      <CallToAction
        id="landing-cta-title"
        title={
          <>
            Your {content.source} {content.noun} already says a lot
          </>
        }
        text="Let it write your website. It's free, there are no ads, and you can change everything later."
      >
        <div className="landing-cta__actions">
          <a href="#import-link" className="button button--light button--large">
            {content.button}
            <ArrowRightIcon className="button__icon" />
          </a>
          <Link to={links.createWebsite} className="landing-cta__secondary">
            Start without a link
          </Link>
        </div>
      </CallToAction>
    </>
  );
}
