import { domainStateSchema } from '../site/domain-enums.js';
import { canDeleteDomain, disconnectDomain, domainUiState, isDomainOwnedBy, reconnectDomain, shouldSendDisconnectEmail, type DomainRecord } from './custom-domain.js';

const DAY = 24 * 60 * 60 * 1000;
const then = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-02-01T00:00:00Z');
const domain = (overrides: Partial<DomainRecord> = {}): DomainRecord => ({
  domainName: 'shop.example.com',
  state: 'Connected',
  failureReason: null,
  websiteName: 'old-handle',
  createdAt: then,
  modifiedAt: then,
  userId: 'owner',
  ...overrides,
});

describe('reconnectDomain', () => {
  it('moves a Failed domain back to PendingOwnershipVerification with a fresh creation time', () => {
    const result = reconnectDomain(domain({ state: 'Failed', failureReason: 'InvalidDNSSettings' }), 'new-handle', now);
    expect(result).toMatchObject({
      state: 'PendingOwnershipVerification',
      createdAt: now,
      modifiedAt: now,
      failureReason: null,
      websiteName: 'new-handle',
    });
  });

  it.each(domainStateSchema.options.filter((state) => state !== 'Failed'))('keeps the %s state', (state) => {
    const result = reconnectDomain(domain({ state }), 'new-handle', now);
    expect(result).toMatchObject({ state, createdAt: then, websiteName: 'new-handle', failureReason: null });
  });

  it('requires ownership, checked separately', () => {
    expect(isDomainOwnedBy(domain(), 'owner')).toBe(true);
    expect(isDomainOwnedBy(domain(), 'someone')).toBe(false);
  });
});

describe('disconnecting', () => {
  it('clears the website name', () => {
    expect(disconnectDomain(domain(), now)).toMatchObject({ websiteName: null, modifiedAt: now, state: 'Connected' });
  });

  it('requests the disconnect email only after more than 7 days', () => {
    expect(shouldSendDisconnectEmail(new Date(now.getTime() - 7 * DAY), now)).toBe(false);
    expect(shouldSendDisconnectEmail(new Date(now.getTime() - 7 * DAY - 1), now)).toBe(true);
    expect(shouldSendDisconnectEmail(then.toISOString(), now)).toBe(true);
  });
});

it('allows deleting only while ownership verification is pending', () => {
  for (const state of domainStateSchema.options) {
    expect(canDeleteDomain({ state })).toBe(state === 'PendingOwnershipVerification');
  }
});

describe('domainUiState', () => {
  it('maps stored states to the panel states of spec §4', () => {
    expect(domainUiState(null)).toEqual({ status: 'NotConnected' });
    expect(domainUiState(domain({ websiteName: null }))).toEqual({ status: 'NotConnected' });
    expect(domainUiState(domain({ state: 'PendingOwnershipVerification' }))).toEqual({ status: 'Pending', step: 'ConnectionInitiated' });
    expect(domainUiState(domain({ state: 'OwnershipVerified' }))).toEqual({ status: 'Pending', step: 'DnsSettingsVerified' });
    expect(domainUiState(domain({ state: 'PendingCertificateActivation' }))).toEqual({ status: 'Pending', step: 'CertificateGeneration' });
    expect(domainUiState(domain())).toEqual({ status: 'Connected' });
    expect(domainUiState(domain({ state: 'Failed', failureReason: 'CertificateActivationFailed' }))).toEqual({
      status: 'Failed',
      reason: 'CertificateActivationFailed',
    });
  });
});
