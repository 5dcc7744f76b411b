import { domainStateSchema } from '../site/domain-enums.js';
import { holdsDomain, isAbandonedClaim } from './custom-domain.js';
import { domainCheckDelay, nextDomainState, outprovedClaim, provesOwnership, SERVABLE_DOMAIN_STATES, type DomainObservation } from './domain-transitions.js';

const HOUR = 60 * 60 * 1000;
const created = new Date('2026-03-01T00:00:00Z');
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
const seen = (overrides: Partial<DomainObservation> = {}): DomainObservation => ({ ownership: 'missing', routing: 'missing', https: 'not-tried', ...overrides });
const step = (state: Parameters<typeof nextDomainState>[0]['state'], observation: DomainObservation, hours = 1) =>
  nextDomainState({ state, createdAt: created }, observation, at(hours));

it('goes pending → verified → certificate → connected, one step per check', () => {
  expect(step('PendingOwnershipVerification', seen({ ownership: 'verified' }))).toEqual({ state: 'OwnershipVerified', failureReason: null });
  expect(step('OwnershipVerified', seen({ ownership: 'verified', routing: 'ok' }))).toEqual({ state: 'PendingCertificateActivation', failureReason: null });
  expect(step('PendingCertificateActivation', seen({ ownership: 'verified', routing: 'ok', https: 'ok' }))).toEqual({ state: 'Connected', failureReason: null });
});

it('waits, unchanged, while within 48 hours', () => {
  expect(step('PendingOwnershipVerification', seen({ ownership: 'mismatch' }), 47.9)).toBeNull();
  expect(step('OwnershipVerified', seen({ routing: 'elsewhere' }), 47.9)).toBeNull();
  expect(step('PendingCertificateActivation', seen({ routing: 'ok', https: 'certificate-error' }), 47.9)).toBeNull();
});

it('fails after 48 hours with the reason of the step it stopped at', () => {
  const late = 48.01;
  expect(step('PendingOwnershipVerification', seen(), late)).toEqual({ state: 'Failed', failureReason: 'OwnershipVerificationExpired' });
  expect(step('OwnershipVerified', seen({ routing: 'elsewhere' }), late)).toEqual({ state: 'Failed', failureReason: 'InvalidDNSSettings' });
  expect(step('PendingCertificateActivation', seen({ routing: 'ok', https: 'certificate-error' }), late)).toEqual({
    state: 'Failed',
    failureReason: 'CertificateActivationFailed',
  });
  expect(step('PendingCertificateActivation', seen({ routing: 'ok', https: 'unreachable' }), late)).toEqual({
    state: 'Failed',
    failureReason: 'CertificateActivationDelayed',
  });
  expect(step('PendingCertificateActivation', seen({ routing: 'ok', https: 'wrong-site' }), late)).toEqual({ state: 'Failed', failureReason: 'InvalidDNSSettings' });
});

it('leaves Connected and Failed domains alone', () => {
  expect(step('Connected', seen(), 100)).toBeNull();
  expect(step('Failed', seen({ ownership: 'verified', routing: 'ok', https: 'ok' }), 1)).toBeNull();
});

it('checks again after the interval, doubling while nothing changes, up to the cap', () => {
  const none = () => 0;
  expect([0, 1, 2, 3, 10].map((n) => domainCheckDelay(n, 30_000, 600_000, none))).toEqual([30_000, 60_000, 120_000, 240_000, 600_000]);
  expect(domainCheckDelay(0, 30_000, 600_000, () => 1)).toBe(15_000);
});

it('serves a domain (and lets the proxy ask for its certificate) once its ownership is verified', () => {
  expect(domainStateSchema.options.filter((state) => SERVABLE_DOMAIN_STATES.includes(state))).toEqual(['OwnershipVerified', 'PendingCertificateActivation', 'Connected']);
});

it("releases another account's claim that never proved ownership in time, or was outproved", () => {
  expect(isAbandonedClaim({ state: 'Failed', failureReason: 'OwnershipProvedElsewhere', createdAt: created }, at(1))).toBe(true);
  expect(isAbandonedClaim({ state: 'Failed', failureReason: 'OwnershipVerificationExpired', createdAt: created }, at(1))).toBe(true);
  expect(isAbandonedClaim({ state: 'PendingOwnershipVerification', createdAt: created }, at(49))).toBe(true);
  expect(isAbandonedClaim({ state: 'PendingOwnershipVerification', createdAt: created }, at(47))).toBe(false);
  expect(isAbandonedClaim({ state: 'Failed', failureReason: 'InvalidDNSSettings', createdAt: created }, at(100))).toBe(false);
  expect(isAbandonedClaim({ state: 'Connected', createdAt: created }, at(100))).toBe(false);
});

it('lets an unproved claim keep nobody out; a proved one holds the domain (issue 37)', () => {
  expect(holdsDomain({ state: 'PendingOwnershipVerification', failureReason: null })).toBe(false);
  expect(holdsDomain({ state: 'Failed', failureReason: 'OwnershipVerificationExpired' })).toBe(false);
  expect(holdsDomain({ state: 'Failed', failureReason: 'OwnershipProvedElsewhere' })).toBe(false);
  for (const state of SERVABLE_DOMAIN_STATES) expect(holdsDomain({ state, failureReason: null })).toBe(true);
  expect(holdsDomain({ state: 'Failed', failureReason: 'InvalidDNSSettings' })).toBe(true);
  expect(holdsDomain({ state: 'Failed', failureReason: 'CertificateActivationFailed' })).toBe(true);
});

it('ends the other claims of a name when one proves ownership first (issue 37)', () => {
  expect(provesOwnership('PendingOwnershipVerification', 'OwnershipVerified')).toBe(true);
  expect(provesOwnership('OwnershipVerified', 'PendingCertificateActivation')).toBe(false);
  expect(provesOwnership('PendingOwnershipVerification', 'Failed')).toBe(false);
  const ended = { state: 'Failed', failureReason: 'OwnershipProvedElsewhere' };
  expect(outprovedClaim({ state: 'PendingOwnershipVerification' })).toEqual(ended);
  expect(outprovedClaim({ state: 'Failed', failureReason: 'OwnershipVerificationExpired' })).toEqual(ended);
  expect(outprovedClaim({ state: 'Failed', failureReason: 'OwnershipProvedElsewhere' })).toBeNull();
});
