import type { DomainFailureReason, DomainState } from '../site/domain-enums.js';
import { domainWindowOver, SERVABLE_DOMAIN_STATES } from './domain-transitions.js';
import { LIMITS } from '../site/limits.js';
import { toMillis, type TimeInput } from './time.js';

/** A custom domain record (spec §3). `websiteName` is the handle it is attached to. */
export interface DomainRecord {
  domainName: string;
  state: DomainState;
  failureReason?: DomainFailureReason | null;
  websiteName?: string | null;
  createdAt: Date;
  modifiedAt: Date;
  userId: string;
}

/** What the domain settings panel shows (spec §4). */
export type DomainUiState =
  | { status: 'NotConnected' }
  | { status: 'Pending'; step: 'ConnectionInitiated' | 'DnsSettingsVerified' | 'CertificateGeneration' }
  | { status: 'Connected' }
  | { status: 'Failed'; reason: DomainFailureReason | null };

/** The panel state of a domain; a missing or detached domain is not connected. */
export function domainUiState(domain?: Pick<DomainRecord, 'state' | 'failureReason' | 'websiteName'> | null): DomainUiState {
  if (!domain || !domain.websiteName) return { status: 'NotConnected' };
  switch (domain.state) {
    case 'PendingOwnershipVerification':
      return { status: 'Pending', step: 'ConnectionInitiated' };
    case 'OwnershipVerified':
      return { status: 'Pending', step: 'DnsSettingsVerified' };
    case 'PendingCertificateActivation':
      return { status: 'Pending', step: 'CertificateGeneration' };
    case 'Connected':
      return { status: 'Connected' };
    case 'Failed':
      return { status: 'Failed', reason: domain.failureReason ?? null };
  }
}

/** Whether a domain record belongs to a user; reconnecting requires it (spec §5). */
export function isDomainOwnedBy(domain: Pick<DomainRecord, 'userId'>, userId: string): boolean {
  return domain.userId === userId;
}

/**
 * Reconnecting an owned domain (spec §4): a Failed domain goes back to
 * PendingOwnershipVerification with a fresh creation time; any other state is kept. The failure
 * reason is cleared and the domain is attached to the current handle. Check ownership first.
 */
export function reconnectDomain<T extends DomainRecord>(domain: T, handle: string, now: Date = new Date()): T {
  const failed = domain.state === 'Failed';
  return {
    ...domain,
    state: failed ? 'PendingOwnershipVerification' : domain.state,
    createdAt: failed ? now : domain.createdAt,
    failureReason: null,
    websiteName: handle,
    modifiedAt: now,
  };
}

/** Disconnecting (spec §4) clears the website name; the record itself stays. */
export function disconnectDomain<T extends DomainRecord>(domain: T, now: Date = new Date()): T {
  return { ...domain, websiteName: null, modifiedAt: now };
}

/**
 * Whether disconnecting should request the disconnect email: the record was last changed more
 * than 7 days earlier (spec §4, §9).
 */
export function shouldSendDisconnectEmail(modifiedAt: TimeInput, now: Date = new Date()): boolean {
  return now.getTime() - toMillis(modifiedAt) > LIMITS.disconnectEmailAfterMs;
}

/** A domain can be deleted only while still PendingOwnershipVerification (spec §4). */
export function canDeleteDomain(domain: Pick<DomainRecord, 'state'>): boolean {
  return domain.state === 'PendingOwnershipVerification';
}

/** Failure reasons of a claim that never proved ownership. */
const NEVER_PROVED: readonly DomainFailureReason[] = ['OwnershipVerificationExpired', 'OwnershipProvedElsewhere'];

/**
 * Whether a claim keeps other accounts from claiming its domain (issue 37: domains go to whoever
 * proves them): its ownership was proved (verified, waiting for its certificate, connected, or
 * failed at a step after that). A claim still waiting for its TXT record keeps nobody out:
 * claims of the same name by other accounts wait side by side, each with its own token, and the
 * first to prove ownership ends the others (OwnershipProvedElsewhere). Another account's claim
 * is refused while one holds the domain ('Website domain not owned.').
 */
export function holdsDomain(domain: Pick<DomainRecord, 'state' | 'failureReason'>): boolean {
  if (domain.state === 'Failed') return !!domain.failureReason && !NEVER_PROVED.includes(domain.failureReason);
  return SERVABLE_DOMAIN_STATES.includes(domain.state);
}

/**
 * Whether another account's claim of a domain is over and is released when a new claim is made:
 * it never proved ownership, and either its 48 hours ran out (Failed with
 * OwnershipVerificationExpired, or still pending past them) or another claim proved it first.
 */
export function isAbandonedClaim(domain: Pick<DomainRecord, 'state' | 'failureReason' | 'createdAt'>, now: Date = new Date()): boolean {
  if (domain.state === 'Failed') return !!domain.failureReason && NEVER_PROVED.includes(domain.failureReason);
  return domain.state === 'PendingOwnershipVerification' && domainWindowOver(domain.createdAt, now);
}
