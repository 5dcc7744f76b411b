import fc from 'fast-check';
import { LIMITS } from '../site/limits.js';
import { emailsMatch, isValidEmail, normalizeEmail } from './email.js';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (input) => expect(normalizeEmail(normalizeEmail(input))).toBe(normalizeEmail(input))));
  });
});

describe('emailsMatch', () => {
  it('compares trimmed and lowercased', () => {
    expect(emailsMatch('Owner@Shop.com ', 'owner@shop.com')).toBe(true);
    expect(emailsMatch('owner@shop.com', 'other@shop.com')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['jane@example.com', true],
    [' Jane@Example.com ', true],
    ['a.b+tag@sub.example.co', true],
    ['jane@example', false],
    ['jane.example.com', false],
    ['jane@@example.com', false],
    ['ja ne@example.com', false],
    ['@example.com', false],
    ['jane@example..com', false],
    ['', false],
  ])('%j is %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });

  it('accepts generated addresses within the length limit', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        if (email.length <= LIMITS.email && !email.split('@')[1].includes('..')) expect(isValidEmail(email)).toBe(true);
        if (email.length > LIMITS.email) expect(isValidEmail(email)).toBe(false);
      }),
    );
  });
});
