import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { ArrowRightIcon, CheckIcon } from '../../components/icons';
import { HeroPreview } from './hero-preview';

const promises = ['Free to use', 'No ads on your site', 'Custom domains free to connect'];

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">Free AI website builder</p>
          <h1 id="hero-title" className="hero__title">
            A free website for your service business, <span className="hero__highlight">ready in seconds</span>
          </h1>
          <p className="lead hero__lead">
            Tell Frontdoor your business name, what you do and where you work. It writes your pages, picks fonts and
            colours that suit your trade, and gets you online — whether you cut hair, fix wiring or pour coffee.
          </p>
          <div className="hero__actions">
            <Link to={links.createWebsite} className="button button--primary button--large">
              Create Your Website
              <ArrowRightIcon className="button__icon" />
            </Link>
            <a href="#samples" className="button button--secondary button--large">See sample sites</a>
          </div>
          <ul className="hero__promises">
            {promises.map((promise) => (
              <li key={promise}><CheckIcon className="hero__check" width={18} height={18} />{promise}</li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
