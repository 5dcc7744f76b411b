import { LANDING_INDUSTRIES } from '@frontdoor/shared';
import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList } from '../../components/faq-list';
import { CallToAction } from '../../components/marketing/call-to-action';
import { CreateWebsiteButton, Hero } from '../../components/marketing/hero';
import { FeaturedIndustries } from './featured-industries';
import { INDUSTRIES_FAQS } from './industries-faqs';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';
import { IndustryGlyph } from './industry-glyphs';
import { IndustryTiles } from './industry-tiles';
// The hero and the final call to action share the home page's look.
import './industries.css';

const promises = ['Free to use', 'No ads on your site', 'Written for your trade'];

// The hero's mosaic: a few trades at a glance.
const mosaic = ['barber-shop', 'coffee-shop', 'electrician', 'landscaping', 'dentist-office', 'fitness', 'book-store', 'carpentry', 'spa'] as const;

/**
 * The all-industries landing (spec §2): featured businesses, the icons area with every
 * industry and an FAQ. Each industry links to its own page.
 */
export function IndustriesPage() {
  useDocumentTitle('Websites for every industry');
  return (
    <>
      <Hero
        id="industries-title"
        className="industries-hero"
        before={<p className="eyebrow">Industries</p>}
        title="A website that knows your trade"
        lead={
          <>
            Frontdoor writes for {LANDING_INDUSTRIES.length} kinds of small business, from barbers to bookkeepers. Your site starts with the services, words, colours and
            pictures that suit what you do.
          </>
        }
        actions={
          <>
            <CreateWebsiteButton />
            <a href="#all-industries" className="button button--secondary button--large">
              Find your industry
            </a>
          </>
        }
        promises={promises}
        aside={
          <div className="industries-mosaic" aria-hidden="true">
            {mosaic.map((industry) => (
              <span key={industry} className={`industries-mosaic__tile tone-${INDUSTRY_CONTENT[industry].tone}`}>
                <IndustryGlyph industry={industry} width={44} height={44} strokeWidth={1.6} />
              </span>
            ))}
          </div>
        }
      />

      <section className="section" aria-labelledby="featured-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">Featured</p>
            <h2 id="featured-title">Featured businesses</h2>
            <p className="lead">See what Frontdoor writes for a few of the trades we build for most, each with a sample site.</p>
          </div>
          <FeaturedIndustries />
        </div>
      </section>

      <section id="all-industries" className="section section--surface" aria-labelledby="all-industries-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">Every industry</p>
            <h2 id="all-industries-title">Pick your trade</h2>
            <p className="lead">Each page shows what a Frontdoor site does for that business, with a sample you can open.</p>
          </div>
          <IndustryTiles />
        </div>
      </section>

      <section className="section" aria-labelledby="industries-faq-title">
        <div className="container container--narrow">
          <div className="section__header">
            <p className="eyebrow">Questions</p>
            <h2 id="industries-faq-title">Questions about industry websites</h2>
          </div>
          <FaqList items={INDUSTRIES_FAQS} />
        </div>
      </section>

      <CallToAction
        id="industries-cta-title"
        title="Don’t see your business? Frontdoor still writes for it"
        text="Describe what you do in a sentence or two. It's free, there are no ads, and you can change everything later."
      />
    </>
  );
}
