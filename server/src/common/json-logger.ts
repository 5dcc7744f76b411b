import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { Env } from '@frontdoor/shared';

const LEVELS: Record<Env['LOG_LEVEL'], LogLevel[]> = {
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  info: ['fatal', 'error', 'warn', 'log'],
  warn: ['fatal', 'error', 'warn'],
  error: ['fatal', 'error'],
};

/** One JSON object per line (Nest's built-in JSON mode), filtered by LOG_LEVEL. */
export function createJsonLogger(env: Env): ConsoleLogger {
  return new ConsoleLogger('Frontdoor', { json: true, logLevels: LEVELS[env.LOG_LEVEL] });
}
