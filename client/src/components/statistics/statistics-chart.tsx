import type { Statistics } from '@frontdoor/shared';
import { axisMax, axisTicks, byHour, chartSummary, countText, ownZone, periodText, pointLabel, pointText } from '../../features/statistics/statistics-format';

/**
 * Page views (bars) and visitors (a line) over the period, one point per hour or day, drawn as an
 * inline SVG that stretches to the card's width. The SVG is one image with a summary for its name
 * ("Page views per day, last 7 days: most 42 on Nov 27"); the axis labels are HTML (they keep
 * their size at any width) hidden from screen readers, which read the table under the chart.
 */
export function StatisticsChart({ statistics }: { statistics: Statistics }) {
  const { range, series } = statistics;
  const timeZone = ownZone();
  const count = series.length;
  const top = axisMax(Math.max(0, ...series.map((point) => Math.max(point.views, point.visitors))));
  const y = (value: number) => 100 - (value / top) * 100;
  const gap = count > 40 ? 0.12 : 0.2;
  const line = series.map((point, index) => `${index + 0.5},${y(point.visitors)}`).join(' ');
  const unit = byHour(range) ? 'hour' : 'day';

  return (
    <section className="stats-card stats-chart" aria-labelledby="stats-chart-title">
      <div className="stats-chart__head">
        <h2 id="stats-chart-title" className="stats-card__title">
          Page views and visitors
        </h2>
        <ul className="stats-chart__legend" aria-hidden="true">
          <li>
            <span className="stats-chart__key stats-chart__key--views" />
            Page views
          </li>
          <li>
            <span className="stats-chart__key stats-chart__key--visitors" />
            Visitors
          </li>
        </ul>
      </div>
      <div className="stats-chart__frame">
        <div className="stats-chart__values" aria-hidden="true">
          <span>{countText(top)}</span>
          <span>0</span>
        </div>
        <div className="stats-chart__plot">
          <svg
            className="stats-chart__svg"
            role="img"
            aria-label={chartSummary(statistics, timeZone)}
            viewBox={`0 0 ${count} 100`}
            preserveAspectRatio="none"
            focusable="false"
          >
            {[0, 50, 100].map((at) => (
              <line key={at} className="stats-chart__grid" x1={0} x2={count} y1={at} y2={at} vectorEffect="non-scaling-stroke" />
            ))}
            {series.map((point, index) =>
              point.views > 0 ? (
                <rect key={point.at} className="stats-chart__bar" x={index + gap / 2} width={1 - gap} y={y(point.views)} height={100 - y(point.views)} />
              ) : null,
            )}
            <polyline className="stats-chart__halo" points={line} vectorEffect="non-scaling-stroke" />
            <polyline className="stats-chart__line" points={line} vectorEffect="non-scaling-stroke" />
          </svg>
          <ol className="stats-chart__ticks" aria-hidden="true">
            {axisTicks(count).map((tick) => (
              <li
                key={tick.index}
                className={`stats-chart__tick stats-chart__tick--${tick.anchor}${tick.minor ? ' stats-chart__tick--minor' : ''}`}
                style={{ left: `${((tick.index + 0.5) / count) * 100}%` }}
              >
                {pointLabel(series[tick.index].at, range, timeZone)}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <p className="stats-chart__note">{byHour(range) ? `Hours are on your clock (${timeZone}).` : 'Each day runs from midnight to midnight UTC.'}</p>
      <details className="stats-chart__details">
        <summary>Show as a table</summary>
        <div className="stats-chart__table-wrap">
          <table className="stats-table">
            <caption>
              Visitors, page views and conversions per {unit}, {periodText(range)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Visitors</th>
                <th scope="col">Page views</th>
                <th scope="col">Conversions</th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.at}>
                  <th scope="row">
                    <time dateTime={point.at}>{pointText(point.at, range, timeZone)}</time>
                  </th>
                  <td>{countText(point.visitors)}</td>
                  <td>{countText(point.views)}</td>
                  <td>{countText(point.conversions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
