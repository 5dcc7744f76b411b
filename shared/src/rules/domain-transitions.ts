import type { DomainFailureReason, DomainState, HttpsSeen, OwnershipSeen, RoutingSeen } from '../site/domain-enums.js';
import { LIMITS } from '../site/limits.js';
import { toMillis, type TimeInput } from './time.js';

/** What one check of a domain saw (the worker's domain-poll job). */
export interface DomainObservation {
  ownership: OwnershipSeen;
  routing: RoutingSeen;
  https: HttpsSeen;
}

/** How long a connection may take, from its (re)creation: "up to 48 hours" (spec §9). */
export const DOMAIN_CONNECT_WINDOW_MS = LIMITS.certificateMaxHours * 60 * 60 * 1000;

/** Whether a domain created at `createdAt` has used up its 48 hours. */
export function domainWindowOver(createdAt: TimeInput, now: Date): boolean {
  return now.getTime() - toMillis(createdAt) > DOMAIN_CONNECT_WINDOW_MS;
}

/** Why a certificate step that ran out of time failed, from what the last check saw. */
function certificateFailure(seen: DomainObservation): DomainFailureReason {
  if (seen.routing !== 'ok' || seen.https === 'wrong-site') return 'InvalidDNSSettings';
  if (seen.https === 'certificate-error') return 'CertificateActivationFailed';
  return 'CertificateActivationDelayed';
}

/**
 * The domain transitions of spec §4, one step per check: the ownership TXT record seen →
 * OwnershipVerified; the records sending visitors here → PendingCertificateActivation; this
 * site answering over HTTPS with a trusted certificate → Connected. Until then the domain waits,
 * showing what was seen, for 48 hours from its creation; then it is Failed with the reason of the
 * step it stopped at: OwnershipVerificationExpired, InvalidDNSSettings, or for the certificate
 * CertificateActivationFailed (an untrusted certificate), CertificateActivationDelayed (no
 * answer) or InvalidDNSSettings (another site answers). Connected and Failed are left as they
 * are (reconnecting is the owner's). Null: no change.
 */
export function nextDomainState(
  domain: { state: DomainState; createdAt: TimeInput },
  seen: DomainObservation,
  now: Date,
): { state: DomainState; failureReason: DomainFailureReason | null } | null {
  const over = domainWindowOver(domain.createdAt, now);
  const failed = (failureReason: DomainFailureReason) => ({ state: 'Failed' as const, failureReason });
  switch (domain.state) {
    case 'PendingOwnershipVerification':
      if (seen.ownership === 'verified') return { state: 'OwnershipVerified', failureReason: null };
      return over ? failed('OwnershipVerificationExpired') : null;
    case 'OwnershipVerified':
      if (seen.routing === 'ok') return { state: 'PendingCertificateActivation', failureReason: null };
      return over ? failed('InvalidDNSSettings') : null;
    case 'PendingCertificateActivation':
      if (seen.https === 'ok') return { state: 'Connected', failureReason: null };
      return over ? failed(certificateFailure(seen)) : null;
    case 'Connected':
    case 'Failed':
      return null;
  }
}

/** The states the checker still has work in. */
export const IN_PROGRESS_DOMAIN_STATES: readonly DomainState[] = ['PendingOwnershipVerification', 'OwnershipVerified', 'PendingCertificateActivation'];

/** Whether the checker still has work on a domain in this state. */
export const isDomainInProgress = (state: DomainState) => IN_PROGRESS_DOMAIN_STATES.includes(state);

/** The states in which an attached domain is served: verified (its certificate may be asked for) or later. */
export const SERVABLE_DOMAIN_STATES: readonly DomainState[] = ['OwnershipVerified', 'PendingCertificateActivation', 'Connected'];

/** Whether a step proves a claim's ownership: from a state where it was not proved to one where it is. */
export const provesOwnership = (from: DomainState, to: DomainState) => !SERVABLE_DOMAIN_STATES.includes(from) && SERVABLE_DOMAIN_STATES.includes(to);

/**
 * What another account's claim of the same name becomes when one claim proves ownership (issue
 * 37: the domain goes to whoever proves it first): it ends, Failed with OwnershipProvedElsewhere
 * (its owner reads 'Another website proved it owns this domain first.'); null when it already has.
 */
export function outprovedClaim(domain: { state: DomainState; failureReason?: DomainFailureReason | null }): {
  state: 'Failed';
  failureReason: 'OwnershipProvedElsewhere';
} | null {
  if (domain.state === 'Failed' && domain.failureReason === 'OwnershipProvedElsewhere') return null;
  return { state: 'Failed', failureReason: 'OwnershipProvedElsewhere' };
}

/**
 * When to check a domain again: `intervalMs` after a change, then twice as long after each check
 * that changed nothing, up to `maxMs`, less a random part of up to half (checks of domains
 * connected together spread out), like the spec's retry backoff (§9).
 */
export function domainCheckDelay(unchangedChecks: number, intervalMs: number, maxMs: number, random: () => number = Math.random): number {
  const nominal = Math.min(maxMs, intervalMs * 2 ** Math.min(30, Math.max(0, Math.floor(unchangedChecks))));
  return Math.round(nominal - (nominal / 2) * Math.min(1, Math.max(0, random() || 0)));
}
