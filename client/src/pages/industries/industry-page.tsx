import { LANDING_INDUSTRIES, type Industry } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { CallToAction } from '../../components/marketing/call-to-action';
import { CreateWebsiteButton, Hero, Ticks } from '../../components/marketing/hero';
import { FeatureIcon } from './feature-icons';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';
import { IndustryGlyph } from './industry-glyphs';
import { IndustryTiles } from './industry-tiles';
import { SamplePreview } from './sample-preview';
// The hero and the final call to action share the home page's look.
import './industries.css';

const promises = ['Free to use', 'No ads on your site', 'Custom domains free to connect'];

const everySite = ['Free hosting at your own web address', 'Your own domain, free to connect', 'Contact form messages sent to you', 'Edit anything, then publish again'];

/** The industries after this one in the list, wrapping round: a few neighbours to explore. */
function neighbours(industry: Industry, count = 6): Industry[] {
  const at = LANDING_INDUSTRIES.indexOf(industry);
  return Array.from({ length: count }, (_, i) => LANDING_INDUSTRIES[(at + 1 + i) % LANDING_INDUSTRIES.length]);
}

/** One industry's landing page (spec §2): intro, features heading and features, a live sample. */
export function IndustryPage({ industry }: { industry: Industry }) {
  const content = INDUSTRY_CONTENT[industry];
  const heading = `Websites for ${content.plural}`;
  useDocumentTitle(heading);
  return (
    <>
      <Hero
        id="industry-title"
        className="industry-hero"
        gridClassName="industry-hero__grid"
        titleClassName="industry-hero__title"
        before={
          <>
            <Link to={links.industries} className="industry-hero__back">
              <ArrowLeftIcon width={16} height={16} />
              All industries
            </Link>
            <p className={`industry-badge tone-${content.tone}`}>
              <span className="industry-badge__icon">
                <IndustryGlyph industry={industry} width={20} height={20} />
              </span>
              {content.label}
            </p>
          </>
        }
        title={heading}
        lead={content.intro}
        actions={<CreateWebsiteButton />}
        promises={promises}
        aside={<SamplePreview industry={industry} />}
      />

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Features</p>
            <h2 id="features-title">Built for {content.plural}</h2>
            <p className="lead">What your {content.business} website includes from the start, written from what you tell us about your business.</p>
          </div>
          <ul className="industry-features">
            {content.features.map((feature) => (
              <li key={feature.title} className="card industry-feature">
                <span className="icon-badge industry-feature__icon">
                  <FeatureIcon kind={feature.kind} />
                </span>
                <h3 className="industry-feature__title">{feature.title}</h3>
                <p className="industry-feature__body">{feature.body}</p>
              </li>
            ))}
          </ul>
          <div className="every-site">
            <h3 className="every-site__title">On every Frontdoor site</h3>
            <Ticks items={everySite} className="every-site__list" />
          </div>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="more-industries-title">
        <div className="container">
          <div className="section__header industry-more__header">
            <h2 id="more-industries-title">Websites for other businesses</h2>
            <Link to={links.industries} className="industry-more__all">
              See all {LANDING_INDUSTRIES.length} industries
              <ArrowRightIcon width={18} height={18} />
            </Link>
          </div>
          <IndustryTiles industries={neighbours(industry)} row />
        </div>
      </section>

      <CallToAction
        id="industry-cta-title"
        title={<>Get your {content.business} online today</>}
        text="Answer a few questions and your site is ready in seconds. It's free, there are no ads, and you can change everything later."
      />
    </>
  );
}
