/** A point in time as the product receives it: a Date, an ISO string or epoch milliseconds. */
export type TimeInput = Date | string | number;

/** Epoch milliseconds of a time input; NaN when it is not a valid time. */
export function toMillis(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  return Date.parse(time);
}
