import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Parses a request body with a shared schema. A failure answers 400 with the first problem's
 * message (the spec's wording lives in the schemas) and every problem in details.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const first = details[0];
  const code = first?.path === 'email' || first?.path === 'newEmail' ? 'invalid-email' : 'validation_failed';
  return raise(new AppError(code, 400, first?.message ?? 'Some fields are not valid.', details));
}

function raise(error: AppError): never {
  throw error;
}
