import fc from 'fast-check';
import { LIMITS } from '../site/limits.js';
import { isValidExternalUrl, normalizeExternalUrl } from './external-url.js';

describe('normalizeExternalUrl', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['example.com', 'https://example.com'],
    ['  www.Example.COM  ', 'https://www.example.com'],
    ['//example.com/a', 'https://example.com/a'],
    ['HTTP://Example.com', 'http://example.com'],
    ['https://example.com:8080/x', 'https://example.com:8080/x'],
    ['example.com:8080', 'https://example.com:8080'],
    ['Example.com/Watch?v=AbC#Top', 'https://example.com/Watch?v=AbC#Top'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeExternalUrl(input)).toBe(expected);
  });

  it.each(['https:://example.com', 'http:https://example.com', 'https://https://example.com', 'https://:example.com', 'http:/:x.com'])(
    'yields empty for an extra colon after the scheme: %j',
    (input) => {
      expect(normalizeExternalUrl(input)).toBe('');
    },
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })), (input) => {
        const once = normalizeExternalUrl(input);
        expect(normalizeExternalUrl(once)).toBe(once);
      }),
    );
  });
});

describe('isValidExternalUrl', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['example.com', true],
    ['https://example.com/path?q=1#x', true],
    ['http://sub.example.co.uk', true],
    ['WWW.EXAMPLE.COM', true],
    ['bücher.de', true],
    ['https://example.com:8080', true],
    ['https:://example.com', false],
    ['http:https://example.com', false],
    ['ftp://example.com', false],
    ['mailto:someone@example.com', false],
    ['javascript:alert(1)', false],
    ['localhost', false],
    ['https://localhost:3000', false],
    ['http://192.168.0.1', false],
    ['https://example', false],
    ['https://exa mple.com', false],
    ['https://-bad-.com', false],
    ['https://example.com.', false],
    ['https://user:secret@example.com', false],
    ['https://bank.com@evil.example', false],
  ])('%j is %s', (input, valid) => {
    expect(isValidExternalUrl(input)).toBe(valid);
  });

  it('refuses URLs longer than the limit', () => {
    const base = 'https://example.com/';
    expect(isValidExternalUrl(base + 'a'.repeat(LIMITS.externalUrl - base.length))).toBe(true);
    expect(isValidExternalUrl(base + 'a'.repeat(LIMITS.externalUrl - base.length + 1))).toBe(false);
  });

  it('accepts generated web URLs with a dotted domain', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), fc.domain(), (url, domain) => {
        const host = new URL(url).hostname;
        if (host.includes('.') && !/^[\d.]+$/.test(host) && !/\.\d+$/.test(host)) {
          expect(isValidExternalUrl(url)).toBe(DOTTED_DOMAIN_LIKE.test(host));
        }
        expect(isValidExternalUrl(domain)).toBe(DOTTED_DOMAIN_LIKE.test(domain));
      }),
    );
  });

  it('only accepts what normalises to an http(s) URL', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        if (isValidExternalUrl(input) && input.trim() !== '') {
          expect(normalizeExternalUrl(input)).toMatch(/^https?:\/\//);
        }
      }),
    );
  });
});

// fc.domain() can produce single-letter top-level domains, which the rule refuses.
const DOTTED_DOMAIN_LIKE = /\.(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/;
