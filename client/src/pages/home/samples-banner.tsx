import { LANDING_INDUSTRIES, industryRoute } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { ArrowRightIcon } from '../../components/icons';
import { SampleArt } from './sample-art';
import { samples } from './samples';

export function SamplesBanner() {
  return (
    <section id="samples" className="section" aria-labelledby="samples-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">Samples</p>
          <h2 id="samples-title">Made for businesses like yours</h2>
          <p className="lead">Every site is written for its trade: the sections, the words and the colours. A few examples of the look.</p>
        </div>
        <ul className="samples">
          {samples.map((sample) => (
            <li key={sample.name} className="sample">
              {/* Each sample leads to its industry's page, which shows a full sample site. */}
              <Link to={industryRoute(sample.slug)} className="sample__link">
                <div className="sample__frame">
                  <span className="sample__dots" aria-hidden="true">
                    <i />
                    <i />
                    <i />
                  </span>
                  <SampleArt sample={sample} />
                </div>
                <p className="sample__industry">{sample.industry}</p>
                <p className="sample__name">{sample.name}</p>
              </Link>
            </li>
          ))}
        </ul>
        <p className="samples__more">
          <Link to={links.industries} className="samples__more-link">
            See websites for all {LANDING_INDUSTRIES.length} industries
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </p>
      </div>
    </section>
  );
}
