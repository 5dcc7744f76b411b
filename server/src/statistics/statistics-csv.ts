import { stringify } from 'csv-stringify/sync';
import type { Statistics } from '@frontdoor/shared';

/**
 * A period's figures as CSV (issue 42): one row per day in UTC (per hour for the last 24 hours),
 * oldest first, with the conversions by kind. The visitors column says what it counts: a day's
 * distinct visitors, or by hour the visitors whose first view of their day fell in that hour.
 */
export function statisticsCsv(statistics: Statistics): string {
  const hourly = statistics.range === '24h';
  const header = [
    hourly ? 'Hour (UTC)' : 'Date (UTC)',
    hourly ? 'New visitors (first view of their day)' : 'Visitors (that day)',
    'Page views',
    'Calls',
    'Directions',
    'Contact forms',
    'Newsletter sign-ups',
    'Booking requests',
  ];
  const rows = statistics.series.map((point) => [
    hourly ? `${point.at.slice(0, 10)} ${point.at.slice(11, 16)}` : point.at.slice(0, 10),
    point.visitors,
    point.views,
    point.call,
    point.directions,
    point.contact,
    point.newsletter,
    point.booking,
  ]);
  return stringify([header, ...rows]);
}
