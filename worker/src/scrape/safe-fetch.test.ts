import { isImportPortAllowed } from '@frontdoor/shared';
import { FetchRefused, isPublicAddress, SafeFetcher } from './safe-fetch.js';

describe('isPublicAddress', () => {
  it('allows public unicast addresses, and loopback only under the test allowance', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '2a00:1450:4009::200e']) expect(isPublicAddress(address)).toBe(true);
    for (const address of ['127.0.0.1', '::1']) {
      expect(isPublicAddress(address)).toBe(false);
      expect(isPublicAddress(address, true)).toBe(true);
    }
  });

  it('refuses private, link-local, metadata and special addresses', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::',
      'ff02::1',
      'not an address',
    ]) {
      expect({ address, allowed: isPublicAddress(address, true) }).toEqual({ address, allowed: false });
    }
  });

  it('refuses every IPv6 form that embeds an IPv4 address, public or private, even with loopback allowed', () => {
    const embedded = [
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '::10.0.0.1', // IPv4-compatible (::/96)
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::ffff:10.0.0.1', // IPv4-mapped
      '::ffff:0:127.0.0.1', // IPv4-translated (RFC 6145)
      '64:ff9b::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::a00:1', // NAT64 (RFC 6052, 8215)
      '2002:7f00:1::1',
      '2002:a00:1::1',
      '2002:808:808::1', // 6to4
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    ];
    for (const address of embedded) {
      expect({ address, allowed: isPublicAddress(address, true) }).toEqual({ address, allowed: false });
    }
  });
});

describe('the port rule', () => {
  it('allows the web ports only', () => {
    for (const url of ['http://example.com/', 'https://example.com/', 'http://example.com:80/', 'https://example.com:443/', 'http://example.com:443/']) {
      expect(isImportPortAllowed(new URL(url))).toBe(true);
    }
    for (const url of ['http://example.com:8080/', 'https://example.com:8443/', 'http://example.com:22/', 'http://example.com:6379/']) {
      expect(isImportPortAllowed(new URL(url))).toBe(false);
    }
  });

  it('refuses another port before connecting, and literal embedded forms, with or without the test allowance', async () => {
    for (const allowLoopback of [false, true]) {
      const fetcher = new SafeFetcher({ userAgent: 'FrontdoorBot/1.0', timeoutMs: 2000, maxBytes: 10_000, allowLoopback });
      try {
        const refusal = (url: string) =>
          fetcher.get(url, 'text/html').then(
            () => null,
            (error: unknown) => (error instanceof FetchRefused ? error.failure : String(error)),
          );
        expect(await refusal('http://93.184.215.14:8080/')).toBe('blocked-port');
        expect(await refusal('http://[2606:4700::1111]:25/')).toBe('blocked-port');
        for (const literal of [
          'http://[::127.0.0.1]/',
          'http://[::ffff:127.0.0.1]/',
          'http://[::ffff:127.0.0.1]:3000/',
          'http://[64:ff9b::127.0.0.1]/',
          'http://[2002:7f00:1::1]/',
        ]) {
          expect({ literal, failure: await refusal(literal) }).toEqual({ literal, failure: 'blocked-address' });
        }
      } finally {
        await fetcher.close();
      }
    }
  });
});
