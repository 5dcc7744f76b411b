import type { StatisticsRange } from '@frontdoor/shared';
import { Link } from 'react-router';
import { designerPath } from '../../features/websites/designer-path';
import { siteUrl } from '../../features/websites/publishing-api';
import { periodText } from '../../features/statistics/statistics-format';
import { ChartIcon } from '../icons';

/**
 * No page views in the period: why, and what brings visitors. An unpublished website has no
 * address to visit yet, so it is sent to the designer to publish.
 */
export function StatisticsEmpty({ websiteId, range, handle }: { websiteId: string; range: StatisticsRange; handle: string | null }) {
  const address = handle && siteUrl(handle);
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        <ChartIcon width={32} height={32} />
      </span>
      <h2 className="empty-state__title">No visits yet in the {periodText(range)}</h2>
      {address ? (
        <p className="stats-empty__text">
          Share your site&apos;s address,{' '}
          <a href={address} target="_blank" rel="noopener">
            {address.replace(/^https?:\/\//, '')}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          , on social media, in emails and on your business cards. Visits show here as they happen.
        </p>
      ) : (
        <>
          <p className="stats-empty__text">
            Your website is not published yet, so nobody can visit it. Publish it from the designer, then share its address: visits show here as they happen.
          </p>
          <Link to={designerPath(websiteId)} className="button button--primary">
            Open the designer
          </Link>
        </>
      )}
    </div>
  );
}
