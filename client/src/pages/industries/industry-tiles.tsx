import { LANDING_INDUSTRIES, industryRoute, type Industry } from '@frontdoor/shared';
import { Link } from 'react-router';
import { INDUSTRY_CONTENT } from '../../features/industries/industry-content';
import { IndustryGlyph } from './industry-glyphs';

/** Links to industry pages as icon tiles: every industry by default (the 'icons area'). */
export function IndustryTiles({ industries = LANDING_INDUSTRIES, row = false }: { industries?: readonly Industry[]; row?: boolean }) {
  return (
    <ul className={row ? 'industry-tiles industry-tiles--row' : 'industry-tiles'}>
      {industries.map((industry) => (
        <li key={industry}>
          <Link to={industryRoute(industry)} className="industry-tile">
            <span className={`icon-badge industry-tile__icon tone-${INDUSTRY_CONTENT[industry].tone}`}>
              <IndustryGlyph industry={industry} />
            </span>
            <span className="industry-tile__label">{INDUSTRY_CONTENT[industry].label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
