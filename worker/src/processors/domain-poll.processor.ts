import type { Job } from 'bullmq';
import { disconnectEmailJobSchema, domainCheckDelay, isDomainInProgress, nextDomainState } from '@frontdoor/shared';
import type { DomainsRepository, WebsiteDomainRecord } from '@frontdoor/data';
import type { DisconnectEmailService } from '../domains/disconnect-email.js';
import type { DomainNotices } from '../domains/domain-notices.js';
import { observeDomain, type ObserveDeps } from '../domains/observe-domain.js';
import { log } from '../log.js';

export interface DomainPollDeps extends ObserveDeps {
  domains: DomainsRepository;
  notices: DomainNotices;
  disconnectEmail: DisconnectEmailService;
  intervalMs: number;
  maxIntervalMs: number;
  /** The clock (a test may move it). */
  now?: () => Date;
}

/** Domains one sweep takes at most (the next sweep takes the rest), and how many are checked at once. */
const BATCH = 25;
const PARALLEL = 5;

/**
 * The `domain-poll` queue (issue 29). 'sweep' (a repeatable job every DOMAIN_POLL_INTERVAL_MS,
 * and one right after a domain is connected) checks every domain whose check is due: one look
 * (observeDomain), one step of spec §4's states (nextDomainState), the next check `intervalMs`
 * after a change and twice as late after each check that changed nothing, up to `maxIntervalMs`.
 * The first claim of a name to prove ownership gets it; the other claims of the name end then
 * (issue 37, DomainsRepository.recordCheck), and their owners' screens hear of it too.
 * 'disconnect-email' asks the disconnect email service (spec §7); it is retried on failure.
 */
export function domainPollProcessor(deps: DomainPollDeps) {
  const clock = deps.now ?? (() => new Date());
  const check = async (domain: WebsiteDomainRecord): Promise<void> => {
    const now = clock();
    const seen = await observeDomain(domain, deps, now);
    const next = nextDomainState(domain, seen, now);
    const state = next?.state ?? domain.state;
    const unchangedChecks = next ? 0 : domain.unchangedChecks + 1;
    const written = await deps.domains.recordCheck(domain, {
      state,
      failureReason: next ? next.failureReason : domain.failureReason,
      lastCheck: seen,
      checkedAt: now,
      nextCheckAt: isDomainInProgress(state) ? new Date(now.getTime() + domainCheckDelay(unchangedChecks, deps.intervalMs, deps.maxIntervalMs)) : null,
      unchangedChecks,
    });
    if (!written) return;
    await deps.notices.checked(written.domain, written.domain.state !== domain.state);
    // Proving ownership ended the other claims of the name (issue 37): their owners hear of it.
    for (const ended of written.ended) await deps.notices.checked(ended, true);
  };

  return async (job: Job): Promise<{ checked: number } | { sent: string }> => {
    if (job.name === 'disconnect-email') {
      const request = disconnectEmailJobSchema.parse(job.data);
      await deps.disconnectEmail.send(request);
      return { sent: deps.disconnectEmail.name };
    }
    // A check lasts at most a few DNS timeouts and one HTTPS request: the lease covers it.
    const due = await deps.domains.claimDue(clock(), BATCH, Math.max(60_000, deps.intervalMs * 2));
    // One domain's failure (its DNS, the database for a moment) leaves the others checked; it is
    // checked again when its lease runs out.
    for (let i = 0; i < due.length; i += PARALLEL) {
      await Promise.all(
        due
          .slice(i, i + PARALLEL)
          .map((domain) => check(domain).catch((error: unknown) => log('warn', 'Domain check failed', { domain: domain.domainName, error: String(error) }))),
      );
    }
    return { checked: due.length };
  };
}
