import { Resolver } from 'node:dns/promises';

/** An answer of DNS: the records found (none: the name has none of that type), or no answer at all. */
export type DnsAnswer = { values: string[]; failed: false } | { values: string[]; failed: true; code: string };

/** The lookups the domain checker makes (an adapter, so a test can point it at a DNS server of its own). */
export interface DomainDns {
  txt(name: string): Promise<DnsAnswer>;
  cname(name: string): Promise<DnsAnswer>;
  /** A and AAAA, through any CNAME. */
  addresses(name: string): Promise<DnsAnswer>;
  nameservers(zone: string): Promise<DnsAnswer>;
}

/** Answers that mean "no such records" rather than "no answer". */
const NONE = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

async function answer(lookup: () => Promise<string[]>): Promise<DnsAnswer> {
  try {
    return { values: (await lookup()).map((value) => value.toLowerCase().replace(/\.$/, '')), failed: false };
  } catch (error) {
    const code = String((error as { code?: string }).code ?? 'ERROR');
    return NONE.has(code) ? { values: [], failed: false } : { values: [], failed: true, code };
  }
}

/**
 * DNS through node's resolver: the servers of DOMAIN_DNS_SERVERS (host:port) or, when none are
 * given, the system's. TXT values keep their case (tokens are compared exactly).
 */
export class ResolverDomainDns implements DomainDns {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(servers: readonly string[]) {
    if (servers.length) this.resolver.setServers([...servers]);
  }

  async txt(name: string): Promise<DnsAnswer> {
    try {
      return { values: (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join('')), failed: false };
    } catch (error) {
      const code = String((error as { code?: string }).code ?? 'ERROR');
      return NONE.has(code) ? { values: [], failed: false } : { values: [], failed: true, code };
    }
  }

  cname(name: string): Promise<DnsAnswer> {
    return answer(() => this.resolver.resolveCname(name));
  }

  async addresses(name: string): Promise<DnsAnswer> {
    const [v4, v6] = await Promise.all([answer(() => this.resolver.resolve4(name)), answer(() => this.resolver.resolve6(name))]);
    if (v4.failed && v6.failed) return v4;
    return { values: [...v4.values, ...v6.values], failed: false };
  }

  nameservers(zone: string): Promise<DnsAnswer> {
    return answer(() => this.resolver.resolveNs(zone));
  }
}
