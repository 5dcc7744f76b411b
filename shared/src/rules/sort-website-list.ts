import { toMillis, type TimeInput } from './time.js';

/** The times of a website list entry (spec §3). */
export interface WebsiteListTimes {
  createdAt?: TimeInput | null;
  modifiedAt?: TimeInput | null;
  lastDesignedAt?: TimeInput | null;
}

/** The time a list entry sorts by: its latest design or modification, else its creation. */
export function websiteListSortTime(entry: WebsiteListTimes): number {
  const times = [entry.lastDesignedAt, entry.modifiedAt]
    .filter((time): time is TimeInput => time !== undefined && time !== null)
    .map(toMillis)
    .filter((time) => !Number.isNaN(time));
  if (times.length > 0) return Math.max(...times);
  const created = entry.createdAt === undefined || entry.createdAt === null ? NaN : toMillis(entry.createdAt);
  return Number.isNaN(created) ? -Infinity : created;
}

/**
 * The website list in display order (spec §3): newest design or modification first. Entries
 * without any time come last; equal times keep their input order. Returns a new array.
 */
export function sortWebsiteList<T extends WebsiteListTimes>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index, time: websiteListSortTime(entry) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ entry }) => entry);
}
