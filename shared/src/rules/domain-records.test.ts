import { dnsProviderHint, domainRecords, partnerDomain, relativeHost } from './domain-records.js';

const target = { host: 'sites.frontdoor.example', ipv4: ['203.0.113.7'], ipv6: ['2001:db8::7'] };

it('pairs an apex domain with its www name and the other way round', () => {
  expect(partnerDomain('example.com', 'example.com')).toBe('www.example.com');
  expect(partnerDomain('www.example.co.uk', 'example.co.uk')).toBe('example.co.uk');
  expect(partnerDomain('shop.example.com', 'example.com')).toBeNull();
});

it('names records relative to the zone', () => {
  expect(relativeHost('example.com', 'example.com')).toBe('@');
  expect(relativeHost('_frontdoor.shop.example.com', 'example.com')).toBe('_frontdoor.shop');
});

it('asks a subdomain for the TXT token and a CNAME', () => {
  expect(domainRecords({ name: 'shop.example.com', zone: 'example.com', token: 'tok' }, target)).toEqual([
    { type: 'TXT', name: '_frontdoor.shop.example.com', host: '_frontdoor.shop', value: 'tok', purpose: 'ownership', optional: false },
    { type: 'CNAME', name: 'shop.example.com', host: 'shop', value: 'sites.frontdoor.example', purpose: 'routing', optional: false },
  ]);
});

it('asks an apex domain for A and AAAA records, and its www name for an optional CNAME', () => {
  expect(
    domainRecords({ name: 'example.com', zone: 'example.com', token: 'tok' }, target).map(({ type, host, value, purpose, optional }) => [
      type,
      host,
      value,
      purpose,
      optional,
    ]),
  ).toEqual([
    ['TXT', '_frontdoor', 'tok', 'ownership', false],
    ['A', '@', '203.0.113.7', 'routing', false],
    ['AAAA', '@', '2001:db8::7', 'routing', false],
    ['CNAME', 'www', 'sites.frontdoor.example', 'redirect', true],
  ]);
});

it('asks for an ALIAS at the apex when the serving host has no fixed addresses', () => {
  const records = domainRecords({ name: 'www.example.com', zone: 'example.com', token: 'tok' }, { host: 'sites.frontdoor.example', ipv4: [], ipv6: [] });
  expect(records.map(({ type, host, purpose }) => [type, host, purpose])).toEqual([
    ['TXT', '_frontdoor.www', 'ownership'],
    ['CNAME', 'www', 'routing'],
    ['ALIAS', '@', 'redirect'],
  ]);
});

it('names a well-known DNS provider from its name servers', () => {
  expect(dnsProviderHint(['ns07.domaincontrol.com.', 'ns08.domaincontrol.com'])?.name).toBe('GoDaddy');
  expect(dnsProviderHint(['dns1.registrar-servers.com'])?.name).toBe('Namecheap');
  expect(dnsProviderHint(['ns-1.awsdns-01.org'])?.name).toBe('Amazon Route 53');
  expect(dnsProviderHint(['ns1.example.net'])).toBeNull();
  expect(dnsProviderHint([])).toBeNull();
});
