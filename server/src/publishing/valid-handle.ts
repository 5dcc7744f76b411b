import { isValidHandle, normalizeHandle } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';

/** The handle as stored (normalised), or 'Required: 3 or more characters...' when it cannot be one. */
export function validHandle(raw: string): string {
  const handle = normalizeHandle(raw);
  if (!isValidHandle(handle)) throw new AppError('handle_invalid');
  return handle;
}
