import type { DomainFailureReason, DomainState } from '../site/domain-enums.js';
import { domainWindowOver } from './domain-transitions.js';
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

/**
 * Whether another account's record of a domain no longer holds it: a claim that never proved
 * ownership within its 48 hours (Failed with OwnershipVerificationExpired, or still pending past
 * them). Anyone may then connect the domain; a domain whose ownership was proved stays its owner's
 * ('Website domain not owned.').
 */
export function isAbandonedClaim(domain: Pick<DomainRecord, 'state' | 'failureReason' | 'createdAt'>, now: Date = new Date()): boolean {
  if (domain.state === 'Failed') return domain.failureReason === 'OwnershipVerificationExpired';
  return domain.state === 'PendingOwnershipVerification' && domainWindowOver(domain.createdAt, now);
}
