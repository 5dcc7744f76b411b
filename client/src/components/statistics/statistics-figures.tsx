import type { Statistics } from '@frontdoor/shared';
import { Fragment } from 'react';
import { byHour, conversionsOf, conversionsParts, countText, periodText, rateText } from '../../features/statistics/statistics-format';

/**
 * The period's four totals as cards. Visitors are counted each day without cookies, so over
 * several days they are each day's visitors added up, and the card says so rather than calling
 * them unique visitors.
 */
export function StatisticsFigures({ statistics }: { statistics: Statistics }) {
  const { totals, range } = statistics;
  const hourly = byHour(range);
  const conversions = conversionsOf(totals.conversions);
  return (
    <>
      <h2 className="visually-hidden">Totals for the {periodText(range)}</h2>
      <dl className="stats-figures">
        <div className="stats-card stats-figure">
          <dt className="stats-figure__label">{hourly ? 'Visitors' : 'Daily visitors, added up'}</dt>
          <dd className="stats-figure__value">{countText(totals.visitors)}</dd>
          {!hourly && <dd className="stats-figure__note">Someone who came on two days counts twice.</dd>}
        </div>
        <div className="stats-card stats-figure">
          <dt className="stats-figure__label">Page views</dt>
          <dd className="stats-figure__value">{countText(totals.views)}</dd>
        </div>
        <div className="stats-card stats-figure">
          <dt className="stats-figure__label">Conversions</dt>
          <dd className="stats-figure__value">{countText(conversions)}</dd>
          <dd className="stats-figure__note">
            {conversionsParts(totals.conversions).map((part, index) => (
              <Fragment key={part}>
                {index > 0 && ' · '}
                <span className={conversions > 0 ? 'stats-figure__part' : undefined}>{part}</span>
              </Fragment>
            ))}
          </dd>
        </div>
        <div className="stats-card stats-figure">
          <dt className="stats-figure__label">Conversion rate</dt>
          <dd className="stats-figure__value">{rateText(totals.conversionRate)}</dd>
          <dd className="stats-figure__note">Conversions per 100 visitors</dd>
        </div>
      </dl>
    </>
  );
}
