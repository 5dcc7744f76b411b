import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { Env } from '@frontdoor/shared';

const LEVELS: Record<Env['LOG_LEVEL'], LogLevel[]> = {
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  info: ['fatal', 'error', 'warn', 'log'],
  warn: ['fatal', 'error', 'warn'],
  error: ['fatal', 'error'],
};

/** Nest's start-up chatter: a line per module and per route. Shown only at LOG_LEVEL=debug. */
const CHATTY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'WebSocketsController']);

/**
 * One JSON object per line (Nest's built-in JSON mode), filtered by LOG_LEVEL. At `info` the
 * start-up says a few things a person can read (the server's own lines) instead of one line per
 * module and route.
 */
class FrontdoorLogger extends ConsoleLogger {
  constructor(
    private readonly quietStartup: boolean,
    logLevels: LogLevel[],
  ) {
    super('Frontdoor', { json: true, logLevels });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (this.quietStartup && typeof context === 'string' && CHATTY_CONTEXTS.has(context)) return;
    super.log(message, ...rest);
  }
}

export function createJsonLogger(env: Env): ConsoleLogger {
  return new FrontdoorLogger(env.LOG_LEVEL !== 'debug', LEVELS[env.LOG_LEVEL]);
}
