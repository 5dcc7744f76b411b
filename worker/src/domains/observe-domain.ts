import { ownershipRecordName, type DomainCheck, type DomainTarget, type RoutingSeen } from '@frontdoor/shared';
import type { WebsiteDomainRecord } from '@frontdoor/data';
import type { DnsAnswer, DomainDns } from './domain-dns.js';
import type { HttpsProbe } from './https-probe.js';

/** What the checker needs: DNS, the HTTPS probe, and where domains must point. */
export interface ObserveDeps {
  dns: DomainDns;
  probe: HttpsProbe;
  target: DomainTarget;
}

/** The addresses the serving host answers on: the configured ones, and what its name resolves to. */
async function targetAddresses(deps: ObserveDeps): Promise<Set<string>> {
  const resolved = await deps.dns.addresses(deps.target.host);
  return new Set([...deps.target.ipv4, ...deps.target.ipv6, ...resolved.values].map((address) => address.toLowerCase()));
}

/**
 * Whether the domain sends visitors here: a CNAME to the serving host, or addresses (an apex's
 * A/AAAA records, or a flattened ALIAS) that are all the serving host's. An answer that could
 * not be had says nothing.
 */
function routingOf(cname: DnsAnswer, addresses: DnsAnswer, ours: Set<string>, targetHost: string): RoutingSeen {
  const pointsHere = addresses.values.length > 0 && addresses.values.every((address) => ours.has(address));
  if (cname.values[0] === targetHost || pointsHere) return 'ok';
  if (cname.values.length || addresses.values.length) return 'elsewhere';
  return cname.failed || addresses.failed ? 'unknown' : 'missing';
}

/**
 * One look at a domain (the domain-poll job): its ownership TXT record, where it points, the name
 * servers of its zone (they may reveal its DNS provider) and, once it is waiting for its
 * certificate, whether it answers over HTTPS as this product.
 */
export async function observeDomain(domain: WebsiteDomainRecord, deps: ObserveDeps, now: Date): Promise<DomainCheck> {
  const [txt, cname, addresses, nameservers, ours] = await Promise.all([
    deps.dns.txt(ownershipRecordName(domain.domainName)),
    deps.dns.cname(domain.domainName),
    deps.dns.addresses(domain.domainName),
    deps.dns.nameservers(domain.zone),
    targetAddresses(deps),
  ]);
  const ownership = txt.values.includes(domain.verificationToken) ? 'verified' : txt.values.length ? 'mismatch' : txt.failed ? 'unknown' : 'missing';
  const routing = routingOf(cname, addresses, ours, deps.target.host.toLowerCase());
  const failures = [txt, cname, addresses].flatMap((answer) => (answer.failed ? [answer.code] : []));
  let https: DomainCheck['https'] = 'not-tried';
  let detail = failures.length ? `DNS: ${[...new Set(failures)].join(', ')}` : null;
  if (domain.state === 'PendingCertificateActivation') {
    const address = addresses.values[0];
    const probed = address ? await deps.probe(domain.domainName, address, domain.verificationToken) : { seen: 'unreachable' as const, detail: 'no address' };
    https = probed.seen;
    detail = probed.detail ?? detail;
  }
  return {
    at: now.toISOString(),
    ownership,
    routing,
    https,
    txt: txt.values,
    cname: cname.values[0] ?? null,
    addresses: addresses.values,
    nameservers: nameservers.values,
    detail,
  };
}
