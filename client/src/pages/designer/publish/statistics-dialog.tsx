import { useState } from 'react';
import { ERROR_MESSAGES, type StatisticsRange } from '@frontdoor/shared';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useWebsiteStatistics } from '../../../features/statistics/statistics-api';
import { DEFAULT_RANGE } from '../../../features/statistics/statistics-format';
import { statisticsPath } from '../../../features/statistics/statistics-path';
import { StatisticsChart } from '../../../components/statistics/statistics-chart';
import { StatisticsEmpty } from '../../../components/statistics/statistics-empty';
import { StatisticsFigures } from '../../../components/statistics/statistics-figures';
import { CountingOffNote, PeriodSwitch } from '../../../components/statistics/statistics-parts';
import '../../../components/statistics/statistics.css';

/**
 * The site's statistics in the designer (More → Statistics, issue 42): the totals and the chart
 * over a period, read live like the Statistics page, with the way to the whole page (where visitors
 * came from, the CSV, the settings). Opening it leaves the canvas and the edits as they are.
 */
export function StatisticsDialog({ websiteId, handle, onClose }: { websiteId: string; handle: string | null; onClose: () => void }) {
  const [range, setRange] = useState<StatisticsRange>(DEFAULT_RANGE);
  const statistics = useWebsiteStatistics(websiteId, range, true);
  const figures = statistics.data;
  const failed = !figures && !statistics.isFetching && statistics.error;
  return (
    <Dialog title="Statistics" className="stats-dialog" onClose={onClose}>
      <div className="stats__bar stats-dialog__bar">
        <PeriodSwitch range={range} onChange={setRange} />
        <Link to={`${statisticsPath(websiteId)}${range === DEFAULT_RANGE ? '' : `&range=${range}`}`} className="stats-dialog__more">
          See where visitors came from
        </Link>
      </div>
      {failed ? (
        <p className="stats__error" role="alert">
          {statistics.error.message || ERROR_MESSAGES.service_unavailable}
        </p>
      ) : !figures ? (
        <div role="status" className="stats__loading">
          <span className="visually-hidden">Loading statistics…</span>
          <div className="stats__skeleton" aria-hidden="true">
            <span className="stats__skeleton-chart" />
          </div>
        </div>
      ) : (
        <div className={`stats__content${statistics.isPlaceholderData ? ' stats__content--updating' : ''}`} aria-busy={statistics.isPlaceholderData}>
          <CountingOffNote settings={figures.settings} />
          {figures.totals.views === 0 ? (
            <StatisticsEmpty websiteId={websiteId} range={figures.range} handle={handle} />
          ) : (
            <>
              <StatisticsFigures statistics={figures} />
              <StatisticsChart statistics={figures} />
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
