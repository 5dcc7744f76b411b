import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@frontdoor/shared';
import { AppError } from './app-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'bad_request',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const FRAMEWORK_MESSAGES: Record<number, (message: string) => string> = {
  400: (message) => (/JSON|token|Unexpected/i.test(message) ? 'The request body must be a JSON object.' : ERROR_MESSAGES.bad_request),
  413: () => 'This request is too large.',
  415: () => 'This kind of content is not accepted here: send JSON (UTF-8).',
};

/** Every failure answers one shape: {"error": {"code", "message"}}. Unknown errors are logged. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const { status, body } = this.toBody(exception, req);
    if (res.headersSent) return;
    res.status(status).json(body);
  }

  private toBody(exception: unknown, req: Request): { status: number; body: ErrorBody } {
    if (exception instanceof AppError) {
      const error = { code: exception.code, message: exception.message, ...(exception.details && { details: exception.details }) };
      return { status: exception.status, body: { error } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
      // The framework's and the body parser's wording ("Unexpected token...", "request entity
      // too large") is for developers: people get a sentence that says what to change.
      return { status, body: { error: { code, message: FRAMEWORK_MESSAGES[status]?.(exception.message) ?? ERROR_MESSAGES[code] } } };
    }
    if (isOutage(exception)) {
      // PostgreSQL or Redis is away: a moment's wait, not a fault of the request (health says which).
      this.logger.warn({ message: 'A backing service is unavailable', method: req.method, path: req.path, error: (exception as Error).message });
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { error: { code: 'service_unavailable', message: ERROR_MESSAGES.service_unavailable } } };
    }
    this.logger.error({ message: 'Unhandled error', method: req.method, path: req.path, error: describe(exception) });
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: { code: 'internal', message: ERROR_MESSAGES.internal } } };
  }
}

/** Network codes, and PostgreSQL's connection (08) and shutdown (57P0x) error classes. */
const OUTAGE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08\d{3}|57P0[1-3])$/;
const OUTAGE_MESSAGES = /Connection terminated|connect ECONNREFUSED|Connection is closed|Stream isn't writeable|timeout exceeded when trying to connect/i;

/** Whether an error means PostgreSQL or Redis cannot be reached right now. */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const codes = [(error as { code?: unknown }).code, (error as { driverError?: { code?: unknown } }).driverError?.code];
  return codes.some((code) => typeof code === 'string' && OUTAGE_CODES.test(code)) || OUTAGE_MESSAGES.test(error.message);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
}
