import type { WebsiteListEntry } from '@frontdoor/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'Edited 5 minutes ago', 'Edited yesterday', 'Edited 12 March 2025': when the website was last
 * designed or changed, whichever is later (the order of the list, spec §3).
 */
export function lastEdited(entry: Pick<WebsiteListEntry, 'modifiedAt' | 'lastDesignedAt'>, now = Date.now(), locale?: string): string {
  const times = [entry.modifiedAt, entry.lastDesignedAt].filter((time): time is string => Boolean(time)).map((time) => Date.parse(time));
  const at = Math.max(...times.filter((time) => !Number.isNaN(time)));
  if (!Number.isFinite(at)) return 'Not edited yet';
  const ago = Math.max(0, now - at);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < MINUTE) return 'Edited just now';
  if (ago < HOUR) return `Edited ${relative.format(-Math.floor(ago / MINUTE), 'minute')}`;
  if (ago < DAY) return `Edited ${relative.format(-Math.floor(ago / HOUR), 'hour')}`;
  if (ago < 7 * DAY) return `Edited ${relative.format(-Math.floor(ago / DAY), 'day')}`;
  return `Edited ${new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(at)}`;
}
