/** Where connected domains are sent: the serving host's name and, for apex domains, its addresses. */
export interface DomainTarget {
  /** The host name a CNAME points at (DOMAIN_TARGET_HOST). */
  host: string;
  /** Addresses an apex domain's A and AAAA records point at (DOMAIN_TARGET_IPV4, DOMAIN_TARGET_IPV6). */
  ipv4: readonly string[];
  ipv6: readonly string[];
}

export type DnsRecordType = 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'ALIAS';

/** One DNS record the owner adds at their DNS provider. */
export interface DnsRecord {
  type: DnsRecordType;
  /** The full name (`_frontdoor.www.example.com`). */
  name: string;
  /** The name as DNS providers ask for it, relative to the domain's zone: `@` for the zone itself. */
  host: string;
  value: string;
  /** Proves the domain is the owner's; sends visitors to the site; or sends the www/apex twin to it. */
  purpose: 'ownership' | 'routing' | 'redirect';
  optional: boolean;
}

/** The label under which the ownership token is published as a TXT record. */
export const DOMAIN_TOKEN_LABEL = '_frontdoor';

/**
 * Where the domain checker asks a domain, over HTTPS, whether it reaches this product: the app
 * answers it on a verified domain with the domain's token.
 */
export const DOMAIN_PROBE_PATH = '/.well-known/frontdoor-domain';

/** The TXT record that proves ownership of `domain`. */
export const ownershipRecordName = (domain: string) => `${DOMAIN_TOKEN_LABEL}.${domain}`;

/**
 * The twin of a domain that redirects to it (issue 29: apex and www both handled): `www.` plus
 * the apex for an apex domain (`example.com` ← `www.example.com`), the apex for its `www.` name
 * (`www.example.com` ← `example.com`), none for any other name. `zone` is the registrable domain
 * (`example.com`, `example.co.uk`).
 */
export function partnerDomain(domain: string, zone: string): string | null {
  if (domain === zone) return `www.${domain}`;
  if (domain === `www.${zone}`) return zone;
  return null;
}

/** A name as DNS providers ask for it: relative to the zone, `@` for the zone itself. */
export function relativeHost(name: string, zone: string): string {
  return name === zone ? '@' : name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name;
}

/** The records that send `name` to the serving host: a CNAME, or at a zone's apex A/AAAA (an ALIAS without addresses). */
function routingRecords(name: string, zone: string, target: DomainTarget, purpose: DnsRecord['purpose'], optional: boolean): DnsRecord[] {
  const host = relativeHost(name, zone);
  if (name !== zone) return [{ type: 'CNAME', name, host, value: target.host, purpose, optional }];
  const addresses = [...target.ipv4.map((value) => ({ type: 'A' as const, value })), ...target.ipv6.map((value) => ({ type: 'AAAA' as const, value }))];
  if (!addresses.length) return [{ type: 'ALIAS', name, host, value: target.host, purpose, optional }];
  return addresses.map(({ type, value }) => ({ type, name, host, value, purpose, optional }));
}

/**
 * The records to add for a domain (spec §4, issue 29): the TXT token that proves ownership, the
 * CNAME to the serving host (or A/AAAA for an apex domain), and optionally the same for its
 * www/apex twin, which then redirects to it.
 */
export function domainRecords(domain: { name: string; zone: string; token: string }, target: DomainTarget): DnsRecord[] {
  const txt = ownershipRecordName(domain.name);
  const records: DnsRecord[] = [
    { type: 'TXT', name: txt, host: relativeHost(txt, domain.zone), value: domain.token, purpose: 'ownership', optional: false },
    ...routingRecords(domain.name, domain.zone, target, 'routing', false),
  ];
  const partner = partnerDomain(domain.name, domain.zone);
  if (partner) records.push(...routingRecords(partner, domain.zone, target, 'redirect', true));
  return records;
}

/** Well-known DNS providers by their name servers, with where their records are edited. */
const PROVIDERS: readonly { match: RegExp; name: string; where: string }[] = [
  { match: /\.domaincontrol\.com$/, name: 'GoDaddy', where: 'In GoDaddy, open My Products, then DNS next to your domain.' },
  { match: /\.registrar-servers\.com$/, name: 'Namecheap', where: 'In Namecheap, open Domain List, choose Manage, then Advanced DNS.' },
  { match: /\.ns\.cloudflare\.com$/, name: 'Cloudflare', where: 'In Cloudflare, open your domain, then DNS › Records. Set the proxy status of the records to DNS only.' },
  {
    match: /\.googledomains\.com$|\.squarespacedns\.com$/,
    name: 'Squarespace Domains',
    where: 'In Squarespace, open Domains, choose your domain, then DNS › Custom records.',
  },
  { match: /\.awsdns-\d+\.(com|net|org|co\.uk)$/, name: 'Amazon Route 53', where: 'In the AWS console, open Route 53, Hosted zones, then your domain.' },
  { match: /\.ui-dns\.(com|de|org|biz)$/, name: 'IONOS', where: 'In IONOS, open Domains & SSL, choose your domain, then DNS.' },
  { match: /\.porkbun\.com$/, name: 'Porkbun', where: 'In Porkbun, open Domain Management, then DNS next to your domain.' },
  { match: /\.hover\.com$/, name: 'Hover', where: 'In Hover, open your domain, then the DNS tab.' },
  { match: /\.gandi\.net$/, name: 'Gandi', where: 'In Gandi, open Domain names, choose your domain, then DNS Records.' },
  { match: /\.ovh\.net$/, name: 'OVHcloud', where: 'In OVHcloud, open Domain names, choose your domain, then DNS zone.' },
  { match: /\.wixdns\.net$/, name: 'Wix', where: 'In Wix, open Domains, choose your domain, then Manage DNS records.' },
  { match: /\.name\.com$/, name: 'Name.com', where: 'In Name.com, open My Domains, choose your domain, then Manage DNS Records.' },
  { match: /\.dnsimple\.com$/, name: 'DNSimple', where: 'In DNSimple, open your domain, then DNS.' },
];

/** The DNS provider the name servers reveal, with where its records are edited; null when not a well-known one. */
export function dnsProviderHint(nameservers: readonly string[]): { name: string; where: string } | null {
  for (const server of nameservers) {
    const host = server.toLowerCase().replace(/\.$/, '');
    const found = PROVIDERS.find((provider) => provider.match.test(host));
    if (found) return { name: found.name, where: found.where };
  }
  return null;
}
