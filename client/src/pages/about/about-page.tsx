import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { ArrowRightIcon, CheckIcon, SparklesIcon, TagIcon } from '../../components/icons';
import { CallToAction } from '../../components/marketing/call-to-action';
import { CreateWebsiteButton } from '../../components/marketing/hero';
import { COMPARISON, DIFFERENCES, FIGURES, SAMPLE_OWNERS, TRADES } from './about-content';
import { PhoneIcon, ShieldIcon } from './about-icons';
// The closing call to action shares the home page's look.
import './about.css';

const ICONS: Record<(typeof DIFFERENCES)[number]['icon'], ComponentType<SVGProps<SVGSVGElement>>> = {
  sparkles: SparklesIcon,
  phone: PhoneIcon,
  shield: ShieldIcon,
  tag: TagIcon,
};

/** About (spec §2): welcome, what makes Frontdoor different, sample owners and measured figures. */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <section className="about-hero" aria-labelledby="about-title">
        <div className="container about-hero__grid">
          <div>
            <p className="eyebrow">About Frontdoor</p>
            <h1 id="about-title" className="about-hero__title">
              Welcome to Frontdoor
            </h1>
            <p className="lead about-hero__lead">
              We build websites for the people who cut hair, fix teeth, pour coffee and wire houses: businesses too busy to spend a weekend with a website builder.
              Describe your business in a few sentences, and Frontdoor writes a fast, good-looking site you can publish for free.
            </p>
            <div className="about-hero__actions">
              <Link to={links.createWebsite} className="button button--primary button--large">
                Create Your Website
                <ArrowRightIcon className="button__icon" />
              </Link>
              <a href="#figures" className="button button--secondary button--large">
                See the figures
              </a>
            </div>
          </div>
          <div className="about-hero__card">
            <p className="about-hero__card-title">Made for service businesses</p>
            <ul className="trade-chips" aria-label="Who Frontdoor is for">
              {TRADES.map((trade) => (
                <li key={trade}>{trade}</li>
              ))}
            </ul>
            <ul className="about-hero__promises">
              {['Free to use, no ads', 'Your page online in minutes', 'Edit anything, any time'].map((item) => (
                <li key={item}>
                  <CheckIcon width={18} height={18} className="about-hero__check" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="differences-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">What makes us different</p>
            <h2 id="differences-title">A website that is ready before your coffee cools</h2>
            <p className="lead">Four promises we design every screen around, and measure.</p>
          </div>
          <ul className="differences">
            {DIFFERENCES.map(({ title, body, icon }) => {
              const Icon = ICONS[icon];
              return (
                <li key={title} className="card difference">
                  <span className="icon-badge difference__icon">
                    <Icon />
                  </span>
                  <h3 className="difference__title">{title}</h3>
                  <p className="difference__body">{body}</p>
                </li>
              );
            })}
          </ul>

          <div className="compare" role="region" aria-labelledby="compare-title">
            <h3 id="compare-title" className="compare__title">
              Frontdoor beside a typical website builder
            </h3>
            <div className="compare__head" aria-hidden="true">
              <span />
              <span className="compare__brand">Frontdoor</span>
              <span>Typical builder</span>
            </div>
            <ul className="compare__rows">
              {COMPARISON.map((row) => (
                <li key={row.aspect} className="compare__row">
                  <h4 className="compare__aspect">{row.aspect}</h4>
                  <dl className="compare__cells">
                    <div className="compare__cell compare__cell--ours">
                      <dt>Frontdoor</dt>
                      <dd>{row.frontdoor}</dd>
                    </div>
                    <div className="compare__cell">
                      <dt>Typical builder</dt>
                      <dd>{row.typical}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <p className="compare__note">Every builder is different; this compares the usual way of working.</p>
          </div>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="owners-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">Sample owners</p>
            <h2 id="owners-title">Built for days like theirs</h2>
            <p className="lead">These are sample owners, written to show how Frontdoor fits a working day. They are not reviews from customers.</p>
          </div>
          <ul className="owners">
            {SAMPLE_OWNERS.map((owner) => (
              <li key={owner.business}>
                <figure className="owner">
                  <blockquote className="owner__quote">
                    <p>{owner.quote}</p>
                  </blockquote>
                  <figcaption className="owner__caption">
                    <span className="owner__avatar" aria-hidden="true">
                      {owner.initials}
                    </span>
                    <span>
                      <span className="owner__name">
                        {owner.name}, {owner.role.toLowerCase()}
                      </span>
                      <span className="owner__business">{owner.business} · sample owner</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="figures" className="section figures" aria-labelledby="figures-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">Measured, not promised</p>
            <h2 id="figures-title">The figures behind the promises</h2>
            <p className="lead">Taken from the benchmarks and tests that run against Frontdoor itself, on a modest 2-core server.</p>
          </div>
          <ul className="figures__grid">
            {FIGURES.map((figure) => (
              <li key={figure.label} className="figure-tile">
                <p className="figure-tile__value">
                  {figure.value}
                  {figure.unit && <span className="figure-tile__unit"> {figure.unit}</span>}
                </p>
                <p className="figure-tile__label">{figure.label}</p>
                <p className="figure-tile__detail">{figure.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction id="about-cta-title" title="Your website is a few questions away" text="It's free, there are no ads, and you can change everything later.">
        <CreateWebsiteButton tone="light" />
        <p className="about-cta__more">
          <Link to={links.whatsNew}>See what's new</Link>
          <span aria-hidden="true"> · </span>
          <Link to={links.support}>Read the help articles</Link>
        </p>
      </CallToAction>
    </>
  );
}
