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
