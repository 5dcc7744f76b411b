import { IMPORT_FAILURE_MESSAGES, LIMITS, SOURCE_LABELS, type ImportedContent, type ImportResult, type ImportStep, type SourceKind } from '@frontdoor/shared';

/** Where an import is, as the wizard shows it. */
export type ImportPhase =
  { kind: 'idle' } | { kind: 'importing'; step: ImportStep; slow: boolean } | { kind: 'done'; result: ImportResult } | { kind: 'error'; message: string };

/** Spec §9: after this long the wizard says the import is taking longer than expected. */
export const SLOW_AFTER_MS = LIMITS.scrapeExtendedTimeoutMs;

export function isSlow(startedAt: number, now: number): boolean {
  return now - startedAt >= SLOW_AFTER_MS;
}

const STEP_WORDS: Record<ImportStep, string> = {
  queued: 'Getting ready to read your page…',
  fetching: 'Opening your page…',
  reading: 'Finding your services, hours, contact details and reviews…',
  done: 'Finishing…',
};

/** The words under 'Importing…'. */
export function progressMessage(step: ImportStep, slow: boolean): string {
  return slow ? 'This is taking longer than expected. We are still working on it, so please keep this page open.' : STEP_WORDS[step];
}

export interface OutcomeCopy {
  tone: 'success' | 'warning' | 'error';
  title: string;
  body: string;
}

/** Spec §4's outcomes, in plain words. */
export function outcomeCopy(result: ImportResult, kind: SourceKind): OutcomeCopy {
  const page = kind === 'website' ? 'your page' : `your ${SOURCE_LABELS[kind]} page`;
  if (result.outcome === 'none') {
    return {
      tone: 'error',
      title: 'No content imported',
      body: `${IMPORT_FAILURE_MESSAGES[result.failure ?? 'empty']} You can fill in the details below yourself.`,
    };
  }
  if (result.outcome === 'minimal') {
    return {
      tone: 'warning',
      title: 'Minimal content imported',
      body: `We found only a little on ${page}. Check what we filled in below and add what is missing: the more you tell us, the better your website.`,
    };
  }
  return { tone: 'success', title: `Imported from ${page}`, body: 'Check what we found below. Change anything, and remove what you do not want on your website.' };
}

/** One line saying what was found ("4 services, 6 reviews, opening hours and 3 photos"). */
export function foundSummary(content: Pick<ImportedContent, 'services' | 'reviews' | 'hours' | 'photos' | 'phone' | 'email' | 'address'>): string {
  const count = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);
  const parts = [
    count(content.services.length, 'service', 'services'),
    count(content.reviews.length, 'review', 'reviews'),
    content.hours.length > 0 ? 'opening hours' : null,
    content.phone || content.email || content.address ? 'contact details' : null,
    count(content.photos.length, 'photo', 'photos'),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return 'Nothing beyond your business name and description.';
  const last = parts.pop();
  return parts.length ? `${parts.join(', ')} and ${last}` : `${last}`;
}

/** Empty wizard fields take the page's answers; what the owner already typed is kept. */
export function fillAbout<T extends { businessName: string; description: string; location: string; link: string }>(about: T, facts: ImportedContent): T {
  return {
    ...about,
    businessName: about.businessName.trim() ? about.businessName : facts.name,
    description: about.description.trim() ? about.description : facts.description,
    location: about.location.trim() ? about.location : facts.location,
    link: facts.url,
  };
}
