import type { Env } from './env.js';

/**
 * Whether the development mailbox exists: the app's GET /api/dev/mailbox, and the worker keeping
 * mail there when SMTP_URL is unset. One rule for both, so they always agree.
 *
 * It holds every sign-in code and link, readable by anyone who can reach the app, so it exists
 * only when NODE_ENV says so outright: `development` (`npm start` sets it when you did not) or
 * `test` (the test suite sets it: tests read their mail through the mailbox). Never when NODE_ENV
 * is unset and merely defaults to development (a server started by hand, a forgotten variable in
 * a deployment), and never in production (the Dockerfile and docker-compose.yml set it).
 */
export function devMailboxEnabled(env: Pick<Env, 'NODE_ENV' | 'nodeEnvExplicit'>): boolean {
  return env.nodeEnvExplicit && (env.NODE_ENV === 'development' || env.NODE_ENV === 'test');
}
