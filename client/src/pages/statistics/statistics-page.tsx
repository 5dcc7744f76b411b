import { ERROR_MESSAGES, type Statistics, type StatisticsRange } from '@frontdoor/shared';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import type { ApiError } from '../../api/query-client';
import { useAuth } from '../../auth/auth-context';
import { WebsitePage } from '../../components/website-page';
import { useWebsiteAccess } from '../../features/invites/use-website-access';
import { useWebsiteStatistics } from '../../features/statistics/statistics-api';
import { DEFAULT_RANGE, rangeOf } from '../../features/statistics/statistics-format';
import { reloadWebsite, useWebsite, type DraftWebsite } from '../../features/websites/websites-api';
import { StatisticsChart } from '../../components/statistics/statistics-chart';
import { StatisticsEmpty } from '../../components/statistics/statistics-empty';
import { StatisticsFigures } from '../../components/statistics/statistics-figures';
import { CountingOffNote, PeriodSwitch } from '../../components/statistics/statistics-parts';
import { StatisticsExport, StatisticsSettingsPanel } from './statistics-controls';
import { StatisticsLists } from './statistics-lists';
import '../../components/ui/tabs.css';
import '../../components/statistics/statistics.css';

type Read<T> = { data?: T; error: ApiError | null; isFetching: boolean };
type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; name: string; handle: string | null; statistics: Statistics; updating: boolean }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string };

/**
 * The screen for the two reads (the draft, for the site's name and address, and the figures).
 * Figures once shown stay while the next period's are read (`updating`); an expired session keeps
 * the loading state until the sign-in card replaces it.
 */
function loadOf(draft: Read<DraftWebsite>, statistics: Read<Statistics> & { isPlaceholderData: boolean }): Load {
  if (draft.data && statistics.data) {
    const { businessName } = draft.data.document.websiteSettings;
    return { kind: 'ready', name: businessName, handle: draft.data.handle, statistics: statistics.data, updating: statistics.isPlaceholderData };
  }
  const errors = [draft, statistics].filter((read) => !read.isFetching && read.error && read.error.code !== 'unauthorized').map((read) => read.error!);
  if (errors.some((error) => error.code === 'website_not_found' || error.status === 404)) return { kind: 'not-found' };
  return errors.length ? { kind: 'error', message: errors[0].message || ERROR_MESSAGES.service_unavailable } : { kind: 'loading' };
}

/**
 * /websites/statistics?websiteId=…(&range=24h|7d|30d|90d): a published website's visitors, page
 * views and conversions (issue 42) over a period, with where the visitors came from, read again
 * live as visits are counted. The owner and guest editors see the same.
 */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const websiteId = params.get('websiteId') ?? '';
  const range = rangeOf(params.get('range'));
  const { state: auth } = useAuth();
  const enabled = auth.status === 'signed-in' && websiteId !== '';
  const draft = useWebsite(websiteId, enabled);
  const statistics = useWebsiteStatistics(websiteId, range, enabled);
  const load = loadOf(draft, statistics);
  const access = useWebsiteAccess(websiteId);
  useDocumentTitle(
    load.kind === 'ready' ? `Statistics · ${load.name || 'Untitled website'}` : load.kind === 'not-found' ? ERROR_MESSAGES.website_not_found : 'Statistics',
  );

  const choose = (next: StatisticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RANGE) updated.delete('range');
        else updated.set('range', next);
        return updated;
      },
      { replace: true },
    );
  const retry = () => {
    if (draft.error) void reloadWebsite(websiteId);
    if (statistics.error) void statistics.refetch();
  };

  return (
    <WebsitePage
      title="Statistics"
      noun="statistics"
      holds="visitors"
      websiteId={websiteId}
      notFound={load.kind === 'not-found'}
      siteName={load.kind === 'ready' ? load.name : undefined}
      className="stats"
    >
      <div className="stats__bar">
        <PeriodSwitch range={range} onChange={choose} />
        {load.kind === 'ready' && load.updating && (
          <p className="stats__updating" aria-hidden="true">
            Updating…
          </p>
        )}
        {load.kind === 'ready' && load.statistics.totals.views > 0 && <StatisticsExport websiteId={websiteId} range={range} />}
      </div>
      {load.kind === 'loading' || auth.status === 'loading' ? (
        <div role="status" className="stats__loading">
          <span className="visually-hidden">Loading statistics…</span>
          <div className="stats__skeleton" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <span key={index} className="stats__skeleton-figure" />
            ))}
            <span className="stats__skeleton-chart" />
          </div>
        </div>
      ) : load.kind === 'error' ? (
        <div className="stats__error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            Try again
          </button>
        </div>
      ) : load.kind === 'ready' ? (
        <div className={`stats__content${load.updating ? ' stats__content--updating' : ''}`} aria-busy={load.updating}>
          <CountingOffNote settings={load.statistics.settings} />
          {load.statistics.totals.views === 0 ? (
            <StatisticsEmpty websiteId={websiteId} range={load.statistics.range} handle={load.handle} />
          ) : (
            <>
              <StatisticsFigures statistics={load.statistics} />
              <StatisticsChart statistics={load.statistics} />
              <StatisticsLists statistics={load.statistics} />
            </>
          )}
        </div>
      ) : null}
      {load.kind === 'ready' && access.known && <StatisticsSettingsPanel websiteId={websiteId} settings={load.statistics.settings} isOwner={access.isOwner} />}
    </WebsitePage>
  );
}
