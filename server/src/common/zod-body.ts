import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses a request body with a shared schema. A failure answers 400 with the first problem's
 * message (the spec's wording lives in the schemas) and every problem in details.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { path, message: clearMessage(path, issue) };
  });
  const first = details[0];
  const code = first?.path === 'email' || first?.path === 'newEmail' ? 'invalid-email' : 'validation_failed';
  return raise(new AppError(code, 400, first?.message ?? 'Some fields are not valid.', details));
}

/**
 * The schemas carry the spec's wording; where a problem only has zod's own ("Invalid input:
 * expected string, received undefined") or a single word ("Required"), it says which field.
 */
function clearMessage(path: string, issue: z.core.$ZodIssue): string {
  const field = path || 'The request body';
  if (issue.code === 'invalid_type' && /^Invalid input/.test(issue.message)) {
    return /received undefined$/.test(issue.message) ? `${field} is required.` : `${field} must be ${article(issue.expected)}.`;
  }
  if (!/\s/.test(issue.message.trim())) return `${field}: ${issue.message}`;
  return issue.message;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function raise(error: AppError): never {
  throw error;
}
