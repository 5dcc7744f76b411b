import { z } from 'zod';
import { APP_ROUTES } from '../routes/app-routes.js';
import { LIMITS } from '../site/limits.js';

/** Messages of the web-address (handle) field (spec §5). */
export const HANDLE_MESSAGES = {
  invalid: 'Required: 3 or more characters (alphanumeric and dashes only)',
  checking: 'Checking availability...',
  available: 'Web address available',
  taken: 'Web address already in use',
} as const;

/**
 * Normalises what the owner types as a web address, applying the steps of spec §5 in their
 * order: lowercase, remove whitespace, cut to 24 characters, keep only a-z, 0-9 and '-'.
 * Cutting comes before filtering, as listed, so the result may be shorter than 24 characters
 * even when the input had more usable ones. The result is not necessarily valid: check it
 * with `isValidHandle`. Idempotent.
 */
export function normalizeHandle(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s/g, '')
    .slice(0, LIMITS.handle)
    .replace(/[^a-z0-9-]/g, '');
}

/** Letters NFD does not take apart into a Latin letter and marks, written as Latin letters. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ħ: 'h',
  ŧ: 't',
};

/** What a name gives when nothing of it can be written in a web address (all in another script). */
export const FALLBACK_HANDLE = 'my-website';

/**
 * A first web address from a business name (issue 37): accents transliterated ('Boulangerie
 * Rivière' → 'boulangerie-riviere', 'Straße' → 'strasse', 'Łódź' → 'lodz'), apostrophes dropped
 * ('Joe’s' → 'joes') and every other run of characters a web address cannot hold made one dash
 * between words; cut to 24 characters at a word's end where one is near. A name in another
 * script, or too short, gets a sensible address instead: the result is always `isValidHandle`'s
 * and never reserved (the owner can change it; availability is checked as they see it).
 */
export function suggestHandle(name: string): string {
  const latin = name
    .replace(/[^\x20-\x7e]/g, (ch) => LATIN_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let handle = latin;
  if (handle.length > LIMITS.handle) {
    const cut = handle.slice(0, LIMITS.handle + 1);
    const wordEnd = cut.lastIndexOf('-');
    handle = (wordEnd >= 12 ? cut.slice(0, wordEnd) : cut.slice(0, LIMITS.handle)).replace(/-+$/, '');
  }
  if (handle.length === 0) return FALLBACK_HANDLE;
  if (handle.length < 3 || isReservedHandle(handle)) handle = `${handle}-site`;
  return isValidHandle(handle) ? handle : FALLBACK_HANDLE;
}

/** a-z, 0-9 and '-', not starting or ending with '-' (the length is checked apart: it is cheaper). */
const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])$/;

/**
 * Whether a handle can be used as a web address (spec §5): 3 to 24 characters of a-z, 0-9 and
 * '-', not starting or ending with '-'.
 */
export function isValidHandle(handle: string): boolean {
  return handle.length >= 3 && handle.length <= LIMITS.handle && HANDLE_PATTERN.test(handle);
}

/** A valid handle (see `isValidHandle`), for schemas of messages and jobs that carry one. */
export const handleSchema = z.string().refine(isValidHandle, HANDLE_MESSAGES.invalid);

/** First path segments the server or the app answers itself (besides APP_ROUTES'). */
const SERVER_PATHS = [
  'api',
  'art',
  'embed',
  'forms',
  'collab',
  'events',
  'assets',
  'sitemaps',
  'sitemap',
  'samples',
  'robots',
  'favicon',
  'static',
  'admin',
  'www',
  'metrics',
  'uploads',
];

/**
 * Web addresses no site may take: /{handle} would be hidden by (or hide) a page of the product
 * itself — the app's screens, the marketing pages, the API, sitemaps and other server paths.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  ...SERVER_PATHS,
  ...APP_ROUTES.map((route) => route.split('/')[1] ?? '').filter((segment) => segment.length > 0),
]);

export function isReservedHandle(handle: string): boolean {
  return RESERVED_HANDLES.has(handle);
}
