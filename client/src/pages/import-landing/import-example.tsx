import { ArrowRightIcon, SparklesIcon } from '../../components/icons';
import type { LandingContent, LandingExample } from './landing-content';

const stars = (count: number) => '★'.repeat(count);

/** A made-up business's page beside the website Frontdoor makes from it. */
export function ImportExample({ content }: { content: LandingContent }) {
  const { example, source, noun } = content;
  return (
    <section className="section" aria-labelledby="landing-example-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">An example</p>
          <h2 id="landing-example-title">
            From a {source} {noun} to a website in minutes
          </h2>
          <p className="lead">
            {example.name} pasted their {source} link. On the left, what Frontdoor read; on the right, the website it made.
          </p>
        </div>
        <div className="example">
          <figure className="example__panel">
            <figcaption className="example__caption">
              <span className="example__tag">Before</span>
              {example.name} on {source}
            </figcaption>
            <SourceCard source={source} example={example} />
          </figure>
          <div className="example__arrow" aria-hidden="true">
            <span className="example__arrow-icon">
              <ArrowRightIcon width={22} height={22} />
            </span>
            <span className="example__arrow-label">
              <SparklesIcon width={16} height={16} /> Written in seconds
            </span>
          </div>
          <figure className="example__panel">
            <figcaption className="example__caption">
              <span className="example__tag example__tag--after">After</span>Their Frontdoor website
            </figcaption>
            <SiteCard example={example} />
          </figure>
        </div>
        <p className="example__note">
          {example.name} is a made-up example. Your website is written from your own {noun}.
        </p>
      </div>
    </section>
  );
}

function SourceCard({ source, example }: { source: string; example: LandingExample }) {
  return (
    <div className={`source-card source-card--${source.toLowerCase()}`}>
      <div className="source-card__bar">
        <span className="source-card__badge">{source}</span>
        <span className="source-card__address">{example.address}</span>
      </div>
      <div className="source-card__body">
        <p className="source-card__name">{example.name}</p>
        <p className="source-card__meta">{example.meta}</p>
        {example.rating && (
          <p className="source-card__rating">
            <span className="source-card__stars" aria-hidden="true">
              {stars(example.rating.stars)}
            </span>
            <span className="visually-hidden">{example.rating.stars} stars, </span>
            {example.rating.label}
          </p>
        )}
        <ul className="source-card__facts">
          {example.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className="caps-label source-card__heading">{example.itemsHeading}</p>
        <ul className="source-card__items">
          {example.items.map((item) => (
            <li key={item.name}>
              <span>{item.name}</span>
              <span className="source-card__value">{item.value}</span>
            </li>
          ))}
        </ul>
        <p className="caps-label source-card__heading">{example.quotesHeading}</p>
        <ul className="source-card__quotes">
          {example.quotes.map((quote) => (
            <li key={quote.author}>
              <q>{quote.text}</q>
              <span className="source-card__author">{quote.author}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function SiteCard({ example }: { example: LandingExample }) {
  const { site } = example;
  return (
    <div className={`site-card site-card--${site.palette}`}>
      <div className="site-card__bar" aria-hidden="true">
        <span className="site-card__dots">
          <i />
          <i />
          <i />
        </span>
        <span className="site-card__address">/{site.handle}</span>
      </div>
      <div className="site-card__nav">
        <span className="site-card__logo">{example.name}</span>
        <span className="site-card__menu" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
      </div>
      <div className="site-card__hero">
        <span className="site-card__kicker">{site.kicker}</span>
        <span className="site-card__headline">{site.headline}</span>
        <span className="site-card__sub">{site.sub}</span>
        <span className="site-card__button">{site.button}</span>
      </div>
      <ul className="site-card__items">
        {example.items.map((item) => (
          <li key={item.name} className="site-card__item">
            <b>{item.name}</b>
            <small>{item.value}</small>
          </li>
        ))}
      </ul>
      <div className="site-card__quote">
        {site.quote.by && example.rating && (
          <span className="site-card__stars" aria-hidden="true">
            {stars(example.rating.stars)}
          </span>
        )}
        <q>{site.quote.text}</q>
        {site.quote.by && <span className="site-card__author">{site.quote.by}</span>}
      </div>
      <p className="site-card__footer">{site.footer}</p>
    </div>
  );
}
