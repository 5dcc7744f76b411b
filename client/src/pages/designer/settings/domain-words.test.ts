import type { DomainCheck } from '@frontdoor/shared';
import { checkLines, FAILURE_WORDS, failureHint, whenChecked } from './domain-words';

const check = (overrides: Partial<DomainCheck>): DomainCheck => ({
  at: '2026-03-01T10:00:00Z',
  ownership: 'missing',
  routing: 'missing',
  https: 'not-tried',
  txt: [],
  cname: null,
  addresses: [],
  nameservers: [],
  detail: null,
  ...overrides,
});

it('says what the checker saw, naming where a record points instead', () => {
  expect(checkLines(check({}))).toEqual(['Ownership record (TXT): not found yet.', 'Address record (CNAME or A): not found yet.']);
  expect(checkLines(check({ ownership: 'verified', routing: 'elsewhere', cname: 'parking.example' }))).toEqual([
    'Ownership record (TXT): found.',
    'Address record: points at parking.example, not at your website.',
  ]);
  expect(checkLines(check({ ownership: 'verified', routing: 'ok', https: 'certificate-error' }))[2]).toBe(
    'Secure connection: the certificate is not ready for this domain yet.',
  );
});

it('tells the time of a check today, and the date of an older one', () => {
  const now = new Date('2026-03-01T12:00:00');
  expect(whenChecked(new Date('2026-03-01T11:58:30').toISOString(), now, 'en-GB')).toBe('at 11:58:30');
  expect(whenChecked(new Date('2026-02-27T09:00:00').toISOString(), now, 'en-GB')).toMatch(/^on 27 Feb 2026/);
});

it('tells the owner of an outproved claim that another website proved the domain first (issue 37)', () => {
  expect(FAILURE_WORDS.OwnershipProvedElsewhere).toBe('Another website proved it owns this domain first.');
  expect(failureHint('OwnershipProvedElsewhere')).not.toMatch(/Re-Configure/);
  expect(failureHint('OwnershipVerificationExpired')).toMatch(/Re-Configure/);
});
