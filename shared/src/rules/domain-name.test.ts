import { DOMAIN_NAME_MESSAGES, domainNameProblem, mayBeCustomDomain, normalizeDomainName, parseDomainName, requestHostName } from './domain-name.js';

describe('normalizeDomainName', () => {
  it.each([
    ['  WWW.Example.COM  ', 'www.example.com'],
    ['https://www.example.com/about?x=1#top', 'www.example.com'],
    ['http://example.com:8080', 'example.com'],
    ['example.com.', 'example.com'],
    ['Example.com/', 'example.com'],
    ['café.fr', 'xn--caf-dma.fr'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDomainName(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['HTTPS://Shop.Example.com./x', 'café.fr', 'a b.com', 'user@example.com']) {
      expect(normalizeDomainName(normalizeDomainName(input))).toBe(normalizeDomainName(input));
    }
  });
});

describe('domainNameProblem', () => {
  it.each([
    ['www.example.com', null],
    ['example.co.uk', null],
    ['xn--caf-dma.fr', null],
    ['a-b.example', null],
    ['', 'empty'],
    ['localhost', 'single-label'],
    ['192.168.1.10', 'ip-address'],
    ['[::1]', 'ip-address'],
    ['example.123', 'ip-address'],
    ['-shop.example.com', 'invalid'],
    ['shop-.example.com', 'invalid'],
    ['shop..example.com', 'invalid'],
    ['sh_op.example.com', 'invalid'],
    ['user@example.com', 'invalid'],
    ['a b.com', 'invalid'],
    [`${'a'.repeat(64)}.com`, 'invalid'],
    [`${'a.'.repeat(127)}com`, 'too-long'],
  ])('%j → %j', (domain, problem) => {
    expect(domainNameProblem(domain)).toBe(problem);
  });

  it("refuses the app's own hosts and names under them", () => {
    const own = ['frontdoor.app', 'sites.frontdoor.app'];
    expect(domainNameProblem('frontdoor.app', own)).toBe('own-host');
    expect(domainNameProblem('evil.frontdoor.app', own)).toBe('own-host');
    expect(domainNameProblem('notfrontdoor.app', own)).toBeNull();
  });
});

it('parseDomainName answers the normalised domain or the field message', () => {
  expect(parseDomainName(' https://Shop.Example.com/ ')).toEqual({ ok: true, domain: 'shop.example.com' });
  expect(parseDomainName('10.0.0.1')).toEqual({ ok: false, problem: 'ip-address', message: DOMAIN_NAME_MESSAGES['ip-address'] });
});

describe('request hosts', () => {
  it('reads the Host header without port or trailing dot', () => {
    expect(requestHostName('Shop.Example.com:443')).toBe('shop.example.com');
    expect(requestHostName('shop.example.com.')).toBe('shop.example.com');
    expect(requestHostName('[::1]:3000')).toBe('[::1]');
    expect(requestHostName(undefined)).toBe('');
  });

  it("keeps the app's hosts, addresses and single-label names for the app", () => {
    const app = new Set(['frontdoor.example', 'usercontent.example']);
    expect(mayBeCustomDomain('shop.example.com', app)).toBe(true);
    for (const host of ['frontdoor.example', 'usercontent.example', 'localhost', 'app.localhost', '127.0.0.1', '[::1]', 'server', '']) {
      expect(mayBeCustomDomain(host, app)).toBe(false);
    }
  });
});
