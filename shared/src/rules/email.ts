import { LIMITS } from '../site/limits.js';

/** Tooltip of an email field that does not validate (spec §5). */
export const EMAIL_MESSAGES = { invalid: 'Invalid email' } as const;

/** An email address as compared and stored: trimmed and lowercased (spec §5). */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** Whether two email addresses are the same person's, compared trimmed and lowercased. */
export function emailsMatch(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}

/**
 * Whether an email address is plausible: one '@', a non-empty local part without spaces, a
 * dotted domain, at most LIMITS.email characters once normalised. Deliverability is the mail
 * server's business; this only catches typing mistakes.
 */
export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input);
  return email.length <= LIMITS.email && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}
