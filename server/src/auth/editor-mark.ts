import { createHmac, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../common/purpose-key.js';

/**
 * The mark a signed-in browser carries to published pages (issue 42): the user's id, signed with
 * a key derived from AUTH_SECRET for this use alone, in an httpOnly cookie on the whole app
 * address. Visitor statistics do not count a site's owner or guest editors looking at their own
 * site. It says nothing to anyone without the key, and grants nothing: it is no session.
 */
export const EDITOR_MARK_COOKIE = 'fd_editor';

/** The key of each AUTH_SECRET seen (one, but for tests), kept: every published page's visit reads it. */
const keys = new Map<string | undefined, Buffer>();
function keyOf(secret: string | undefined): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = purposeKey(secret, 'editor mark')));
  return key;
}

const signatureOf = (secret: string | undefined, userId: string) => createHmac('sha256', keyOf(secret)).update(userId).digest('base64url');

/** The cookie's value for a user. */
export const editorMark = (secret: string | undefined, userId: string): string => `${userId}.${signatureOf(secret, userId)}`;

/** The user a mark names, when its signature is right; null otherwise. */
export function editorOfMark(secret: string | undefined, mark: string | undefined): string | null {
  if (!mark) return null;
  const dot = mark.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = mark.slice(0, dot);
  const given = Buffer.from(mark.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The mark in a Cookie header, if any (the hot path keeps the header; this runs later). */
export function markInCookieHeader(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  const found = new RegExp(`(?:^|;\\s*)${EDITOR_MARK_COOKIE}=([^;]+)`).exec(cookie);
  return found ? decodeURIComponent(found[1]!) : undefined;
}
