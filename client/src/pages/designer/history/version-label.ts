import type { DraftVersion } from '@frontdoor/shared';

/**
 * A version as History shows it. The kind is a string so that kinds added later (a take-over's
 * kept changes) are named too; their extra fields are optional.
 */
export type LabelledVersion = Pick<DraftVersion, 'at' | 'by'> & {
  kind: DraftVersion['kind'];
  restoredFromAt?: string | null;
  /** A take-over's kept changes: whose unsaved changes they are, and who took edit control. */
  takenOver?: { displacedEmail: string | null; takenByEmail: string | null } | null;
  /** A hand-over's kept changes (issue 37): to whom control passed, and whether the editor had left. */
  handedOver?: { toEmail: string | null; left: boolean } | null;
  /** An assistant's applied answer (issue 41): what it did. */
  label?: string | null;
};

/** How times are written: the reader's locale and zone unless given (tests give them). */
export interface TimeFormat {
  now?: number;
  locale?: string;
  timeZone?: string;
  /** With the seconds ('14:05:09'): History asks for them when two entries share a minute. */
  seconds?: boolean;
}

/** '14:05' today, '25 Nov 2026, 14:05' on another day (in the reader's locale); '14:05:09' with `seconds`. */
export function versionTime(iso: string, { now = Date.now(), locale, timeZone, seconds = false }: TimeFormat = {}): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const sameDay = day.format(at) === day.format(now);
  const timeStyle = seconds ? ('medium' as const) : ('short' as const);
  return new Intl.DateTimeFormat(locale, { ...(sameDay ? {} : { dateStyle: 'medium' as const }), timeStyle, timeZone }).format(at);
}

/**
 * The times History writes with their seconds: those of entries that would otherwise read the
 * same minute as another entry (two saves in one minute can then be told apart).
 */
export function timesNeedingSeconds(times: readonly string[], format: TimeFormat = {}): Set<string> {
  const byMinute = new Map<string, string[]>();
  for (const iso of times) {
    const minute = versionTime(iso, { ...format, seconds: false });
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), iso]);
  }
  return new Set([...byMinute.values()].filter((same) => same.length > 1).flat());
}

/** Whose changes a take-over kept, and who took over (the version's author when not recorded). */
const displaced = (version: LabelledVersion) => version.takenOver?.displacedEmail ?? 'another editor';
const takenBy = (version: LabelledVersion) => version.takenOver?.takenByEmail ?? version.by ?? 'someone';
/** Whose changes a hand-over kept (the version's author) and to whom control passed. */
const leaving = (version: LabelledVersion) => version.by ?? 'another editor';
const handedTo = (version: LabelledVersion) => version.handedOver?.toEmail ?? 'another editor';

/**
 * A History entry's label, by kind, author and time: 'Saved by owner@… · 14:05', 'Published by
 * owner@… · 14:05', 'Restored the version of 14:05 · by owner@… · 14:20', 'Generated · 14:05',
 * 'Unsaved changes of owner@…, taken over by guest@… at 14:32', 'Handed over by guest@… to
 * owner@… · 14:40', 'Changes of guest@…, kept when owner@… started editing · 14:40'.
 */
export function versionLabel(version: LabelledVersion, format: TimeFormat = {}): string {
  const at = versionTime(version.at, format);
  const by = version.by ? ` by ${version.by}` : '';
  switch (version.kind) {
    case 'created':
      return `Generated · ${at}`;
    case 'saved':
      return `Saved${by} · ${at}`;
    case 'published':
      return `Published${by} · ${at}`;
    case 'restored': {
      const from = version.restoredFromAt ? `Restored the version of ${versionTime(version.restoredFromAt, format)}` : 'Restored an earlier version';
      return [from, version.by && `by ${version.by}`, at].filter(Boolean).join(' · ');
    }
    case 'taken-over':
      return `Unsaved changes of ${displaced(version)}, taken over by ${takenBy(version)} at ${at}`;
    case 'handed-over':
      return version.handedOver?.left
        ? `Changes of ${leaving(version)}, kept when ${handedTo(version)} started editing · ${at}`
        : `Handed over by ${leaving(version)} to ${handedTo(version)} · ${at}`;
    case 'assistant':
      return [`Assistant: ${version.label ?? 'changes applied'}`, version.by && `by ${version.by}`, at].filter(Boolean).join(' · ');
  }
}

/**
 * The version named in a sentence, as Restore asks and then reports: 'Restore the version saved at
 * 14:05 by owner@…?' / 'Restored the version saved at 14:05 by owner@…'.
 */
export function versionName(version: LabelledVersion, format: TimeFormat = {}): string {
  const at = versionTime(version.at, format);
  const by = version.by ? ` by ${version.by}` : '';
  switch (version.kind) {
    case 'created':
      return `the version generated at ${at}`;
    case 'saved':
      return `the version saved at ${at}${by}`;
    case 'published':
      return `the version published at ${at}${by}`;
    case 'restored':
      return `the version restored at ${at}${by}`;
    case 'taken-over':
      return `the unsaved changes of ${displaced(version)}, kept at ${at}`;
    case 'handed-over':
      return `the changes of ${leaving(version)}, kept at ${at} when edit control passed to ${handedTo(version)}`;
    case 'assistant':
      return `the version the assistant made at ${at}${by}`;
  }
}

/** The version named as a title: 'The version saved at 14:05 by owner@…' (a preview's label). */
export function versionTitle(version: LabelledVersion, format: TimeFormat = {}): string {
  const name = versionName(version, format);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
