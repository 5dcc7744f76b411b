import { lexer, type Token } from 'marked';

/** One dated entry of the changelog: a `## YYYY-MM-DD · Title` heading and what follows it. */
export type ChangelogEntry = {
  /** A fragment id made from the date and title, so an entry can be linked to. */
  id: string;
  /** ISO date, for `<time dateTime>`. */
  date: string;
  title: string;
  tokens: Token[];
};

export type Changelog = {
  /** The `#` heading, or "What's new" when the file has none. */
  title: string;
  /** Whatever comes between the title and the first entry. */
  intro: Token[];
  entries: ChangelogEntry[];
};

const ENTRY_HEADING = /^(\d{4}-\d{2}-\d{2})\s*[·—–-]\s*(.+)$/;

/**
 * CHANGELOG.md read into its title, introduction and dated entries (newest first, as written).
 * A level-2 heading without a date still starts an entry, with an empty date, so nothing in the
 * file is dropped.
 */
export function parseChangelog(markdown: string): Changelog {
  const changelog: Changelog = { title: "What's new", intro: [], entries: [] };
  const seen = new Map<string, number>();
  for (const token of lexer(markdown)) {
    if (token.type === 'heading' && token.depth === 1 && changelog.entries.length === 0 && changelog.intro.length === 0) {
      changelog.title = token.text;
    } else if (token.type === 'heading' && token.depth === 2) {
      const match = ENTRY_HEADING.exec(token.text.trim());
      const date = match?.[1] ?? '';
      const title = match?.[2].trim() ?? token.text.trim();
      const base = slug(`${date} ${title}`) || 'entry';
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      changelog.entries.push({ id: count === 0 ? base : `${base}-${count + 1}`, date, title, tokens: [] });
    } else if (token.type !== 'space') {
      const last = changelog.entries.at(-1);
      (last ? last.tokens : changelog.intro).push(token);
    }
  }
  return changelog;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2026-11-23' as '23 November 2026'. Written out by hand rather than with Intl, so the page
 * prerendered on the server and hydrated in any browser shows the same words whatever the locale
 * and time zone.
 */
export function formatChangelogDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
