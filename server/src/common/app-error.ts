import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@frontdoor/shared';

/** An expected failure with a code from shared/src/api; the filter turns it into the error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = ERROR_STATUS[code],
    message: string = ERROR_MESSAGES[code],
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}
