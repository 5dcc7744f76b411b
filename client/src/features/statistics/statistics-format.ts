import { STATISTICS_RANGES, type Statistics, type StatisticsRange } from '@frontdoor/shared';

// The Statistics page's words and numbers (issue 42): periods, counts, the chart's labels and the
// summary a screen reader hears. Hours are shown on the reader's clock; days are the server's UTC
// days, so they are written in UTC (a day starting at 00:00Z is that date everywhere).

/** The period switcher's choices, in order. */
export const RANGE_OPTIONS: readonly { value: StatisticsRange; label: string }[] = [
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];

/** The period the page opens on, and the one an unknown ?range= falls back to. */
export const DEFAULT_RANGE: StatisticsRange = '7d';

/** A ?range= value as a period: one of the four, else the default. */
export const rangeOf = (value: string | null): StatisticsRange =>
  (STATISTICS_RANGES as readonly (string | null)[]).includes(value) ? (value as StatisticsRange) : DEFAULT_RANGE;

/** The period in a sentence: 'last 24 hours', 'last 7 days'. */
export const periodText = (range: StatisticsRange) => `last ${RANGE_OPTIONS.find((option) => option.value === range)!.label}`;

/** Whether a period is drawn by hour (24 hours) rather than by day. */
export const byHour = (range: StatisticsRange) => range === '24h';

/** A count for people: '1,234' (in the reader's language). */
export const countText = (count: number, locale?: string) => new Intl.NumberFormat(locale).format(count);

/** Conversions per 100 visitors: '12.5 %', '3 %', '0 %'. */
export const rateText = (rate: number, locale?: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rate)} %`;

const plural = (count: number, one: string, many: string, locale?: string) => `${countText(count, locale)} ${count === 1 ? one : many}`;

/** The conversions by kind, leaving out the kinds with none: ['3 contact forms', '1 newsletter sign-up', '2 calls']. */
export function conversionsParts({ contact, newsletter, booking, call, directions }: Statistics['totals']['conversions'], locale?: string): string[] {
  const parts = [
    contact ? plural(contact, 'contact form', 'contact forms', locale) : '',
    newsletter ? plural(newsletter, 'newsletter sign-up', 'newsletter sign-ups', locale) : '',
    booking ? plural(booking, 'booking request', 'booking requests', locale) : '',
    call ? plural(call, 'call', 'calls', locale) : '',
    directions ? plural(directions, 'Directions tap', 'Directions taps', locale) : '',
  ].filter(Boolean);
  return parts.length ? parts : ['No forms sent, bookings requested or calls'];
}

/** All conversions of the period. */
export const conversionsOf = ({ contact, newsletter, booking, call, directions }: Statistics['totals']['conversions']) =>
  contact + newsletter + booking + call + directions;

/** The reader's own time zone: the one hours are shown in. */
export const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const hourFormat = (timeZone: string, locale?: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
const dayFormat = (timeZone: string, locale?: string) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone });

/** A point's short label under the chart: '14:00' (by hour, on the reader's clock) or 'Nov 28' (by day). */
export function pointLabel(at: string, range: StatisticsRange, timeZone = ownZone(), locale?: string): string {
  return byHour(range) ? hourFormat(timeZone, locale).format(new Date(at)) : dayFormat('UTC', locale).format(new Date(at));
}

/** A point in full, for the table and the summary: 'Nov 28, 14:00' by hour (a day has two 14:00s in 24 hours), 'Nov 28' by day. */
export function pointText(at: string, range: StatisticsRange, timeZone = ownZone(), locale?: string): string {
  return byHour(range) ? `${dayFormat(timeZone, locale).format(new Date(at))}, ${pointLabel(at, range, timeZone, locale)}` : pointLabel(at, range, timeZone, locale);
}

/** The chart's value axis: a round top at or above the highest value (1, 2, 5, 10, 20, 50, …), never below 1. */
export function axisMax(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  for (const step of [1, 2, 5, 10]) if (step * power >= highest) return step * power;
  return 10 * power;
}

/** A labelled point on the time axis: which point, where its label hangs, and whether a phone leaves it out. */
export type AxisTick = { index: number; anchor: 'start' | 'middle' | 'end'; minor: boolean };

/**
 * The points that get a label under the chart: at most `most`, evenly spaced and counted back
 * from the newest point (always labelled); every other one is `minor` (left out on a phone).
 * Labels near an edge hang inwards so they stay inside the chart.
 */
export function axisTicks(count: number, most = 8): AxisTick[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / most));
  const ticks: AxisTick[] = [];
  for (let index = count - 1, nth = 0; index >= 0; index -= step, nth++) {
    const centre = (index + 0.5) / count;
    ticks.unshift({ index, anchor: count === 1 ? 'middle' : centre < 0.08 ? 'start' : centre > 0.92 ? 'end' : 'middle', minor: nth % 2 === 1 });
  }
  return ticks;
}

/**
 * What the chart shows, in a sentence for its accessible name: 'Page views per day, last 7 days:
 * most 42 on Nov 27. The line shows visitors.' (the first of equal highs).
 */
export function chartSummary(statistics: Pick<Statistics, 'range' | 'series'>, timeZone = ownZone(), locale?: string): string {
  const { range, series } = statistics;
  const head = `Page views per ${byHour(range) ? 'hour' : 'day'}, ${periodText(range)}`;
  const top = series.reduce<Statistics['series'][number] | null>((best, point) => (best === null || point.views > best.views ? point : best), null);
  if (!top || top.views === 0) return `${head}: none.`;
  const when = byHour(range) ? `at ${pointText(top.at, range, timeZone, locale)}` : `on ${pointText(top.at, range, timeZone, locale)}`;
  return `${head}: most ${countText(top.views, locale)} ${when}. The line shows visitors.`;
}

/** A ranked entry's share of its list, in percent (0 for an empty list), for its bar. */
export const shareOf = (views: number, total: number) => (total > 0 ? Math.min(100, (views / total) * 100) : 0);

const DEVICE_NAMES: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

/** A device class for people: 'Mobile', 'Tablet', 'Desktop' (another name as it came). */
export const deviceName = (name: string) => DEVICE_NAMES[name] ?? name;
