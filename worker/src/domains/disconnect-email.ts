import type { DisconnectEmailJob } from '@frontdoor/shared';
import { log } from '../log.js';

/** The disconnect email service of spec §7 (an adapter: a real HTTP service, or a log line offline). */
export interface DisconnectEmailService {
  readonly name: string;
  send(job: DisconnectEmailJob): Promise<void>;
}

const TIMEOUT_MS = 15_000;

/**
 * `POST <base>/api/entri/email-service/send-disconnect-email {websiteId, domain, companyName}`
 * with the bearer token when one is set; a non-2xx answer throws, so the job is retried.
 */
export function httpDisconnectEmail(baseUrl: string, token?: string): DisconnectEmailService {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/entri/email-service/send-disconnect-email`;
  return {
    name: 'http',
    async send(job) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ websiteId: job.websiteId, domain: job.domain, companyName: job.companyName }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Disconnect email service answered ${response.status}`);
    },
  };
}

/** Offline default (no DOMAIN_EMAIL_SERVICE_URL): the request is logged, nothing is sent. */
export const loggedDisconnectEmail: DisconnectEmailService = {
  name: 'log',
  async send(job) {
    log('log', 'Disconnect email not sent: DOMAIN_EMAIL_SERVICE_URL is not set', { websiteId: job.websiteId, domain: job.domain });
  },
};
