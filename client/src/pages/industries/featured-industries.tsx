import { industryRoute } from '@frontdoor/shared';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { FEATURED_INDUSTRIES, INDUSTRY_CONTENT } from '../../features/industries/industry-content';
import { IndustryGlyph } from './industry-glyphs';
import { SAMPLE_BUSINESSES } from './sample-businesses';

/** The featured businesses of the all-industries page (spec §2): one card each, linking to its page. */
export function FeaturedIndustries() {
  return (
    <ul className="featured-industries">
      {FEATURED_INDUSTRIES.map((industry) => {
        const content = INDUSTRY_CONTENT[industry];
        const words = content.plural.split(' ');
        const last = words.pop();
        const leading = words.map((word) => `${word} `).join('');
        return (
          <li key={industry} className={`featured-card tone-${content.tone}`}>
            <div className="featured-card__art" aria-hidden="true">
              <IndustryGlyph industry={industry} className="featured-card__glyph" />
              <span className="featured-card__sample">Sample: {SAMPLE_BUSINESSES[industry].name}</span>
            </div>
            <div className="featured-card__body">
              <h3 className="featured-card__title">
                <Link to={industryRoute(industry)} className="featured-card__link">
                  {content.label}
                </Link>
              </h3>
              <p className="featured-card__summary">{content.summary}</p>
              <span className="featured-card__more" aria-hidden="true">
                Websites for {leading}
                {/* The arrow stays with the last word when the line wraps. */}
                <span className="featured-card__last">
                  {last}
                  <ArrowRightIcon width={18} height={18} />
                </span>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
