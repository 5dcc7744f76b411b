import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { FaqList, type Faq } from '../../components/faq-list';
import { ArrowRightIcon, CheckIcon, TagIcon } from '../../components/icons';
import './pricing.css';

const included = [
  'A complete website written by AI for your trade',
  'Hosting at your own address: /your-name',
  'Connect a custom domain you own, free',
  'Secure certificate for your domain, set up for you',
  'Guest editors to help keep your site up to date',
  'Contact and newsletter forms, with contact export',
  'Search settings: page title, keywords and indexing',
  'Analytics, cookie banner and your own browser icon',
  'No ads on your site, ever',
];

const faqs: Faq[] = [
  {
    question: 'Is Frontdoor really free?',
    answer: <p>Yes. Creating, editing, publishing and hosting your website costs nothing, and there is no trial that runs out.</p>,
  },
  { question: 'Will there be ads on my website?', answer: <p>No. Frontdoor does not put ads on your site. Your visitors see your business, not someone else's.</p> },
  { question: 'Do I need a credit card to start?', answer: <p>No. There is nothing to pay, so we never ask for card details.</p> },
  {
    question: 'Can I use a domain I already own?',
    answer: (
      <>
        <p>Yes, and connecting it is free. Add the domain in your website's settings and follow the steps for your domain provider.</p>
        <p>Once the domain points at Frontdoor we create its security certificate. That usually takes under an hour and can take up to 48 hours.</p>
      </>
    ),
  },
  {
    question: 'How much does a new domain cost?',
    answer: (
      <p>
        Our domain partner sells domains from roughly $1 per year. The price depends on the ending you choose (.com, .shop and so on) and on the partner's renewal prices,
        which you see before you buy.
      </p>
    ),
  },
];

export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <>
      <section className="page-hero" aria-labelledby="pricing-title">
        <div className="container">
          <p className="eyebrow">Pricing</p>
          <h1 id="pricing-title">Free. No ads. No catch.</h1>
          <p className="lead">Frontdoor builds, hosts and publishes your business website for free. Connecting your own domain is free too.</p>
        </div>
      </section>

      <section className="section" aria-label="Plans">
        <div className="container pricing-grid">
          <article className="plan plan--featured" aria-labelledby="plan-free-title">
            <p className="plan__badge">Everything included</p>
            <h2 id="plan-free-title" className="plan__name">
              Frontdoor
            </h2>
            <p className="plan__price">
              <span className="plan__amount">$0</span> <span className="plan__period">forever, for your business website</span>
            </p>
            <Link to={links.createWebsite} className="button button--primary button--large plan__cta">
              Create Your Website
              <ArrowRightIcon className="button__icon" />
            </Link>
            <ul className="plan__features">
              {included.map((item) => (
                <li key={item}>
                  <CheckIcon className="plan__check" width={20} height={20} />
                  {item}
                </li>
              ))}
            </ul>
          </article>

          <article className="plan" aria-labelledby="plan-domain-title">
            <span className="icon-badge plan__icon">
              <TagIcon />
            </span>
            <h2 id="plan-domain-title" className="plan__name">
              Want a domain name?
            </h2>
            <p className="plan__price">
              <span className="plan__from">from about</span> <span className="plan__amount plan__amount--small">$1</span> <span className="plan__period">per year</span>
            </p>
            <p className="plan__text">
              A name like <strong>yourbusiness.com</strong> is easy to remember and looks professional on signs and cards. Our domain partner sells domains from roughly
              $1 per year; you buy it from them, and connecting it to Frontdoor costs nothing.
            </p>
            <p className="plan__text">Already have a domain? Connect it for free from your website's settings.</p>
          </article>
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="pricing-faq-title">
        <div className="container container--narrow">
          <h2 id="pricing-faq-title" className="pricing-faq__title">
            Pricing questions
          </h2>
          <FaqList items={faqs} />
          <p className="pricing-faq__more">
            Something else? <Link to={links.support}>Visit Support</Link> and we'll help.
          </p>
        </div>
      </section>
    </>
  );
}
