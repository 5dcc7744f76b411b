import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { ArrowRightIcon } from '../../components/icons';

export function FinalCta() {
  return (
    <section className="final-cta" aria-labelledby="final-cta-title">
      <div className="container final-cta__inner">
        <h2 id="final-cta-title" className="final-cta__title">Your website is a few questions away</h2>
        <p className="final-cta__text">It's free, there are no ads, and you can change everything later.</p>
        <Link to={links.createWebsite} className="button button--light button--large">
          Create Your Website
          <ArrowRightIcon className="button__icon" />
        </Link>
      </div>
    </section>
  );
}
