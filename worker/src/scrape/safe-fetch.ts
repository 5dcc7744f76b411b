import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';
import { isImportPortAllowed } from '@frontdoor/shared';

/**
 * Fetches someone else's page for the importer without letting the address reach inside our
 * network (SSRF): only http and https; every address a host name resolves to must be a public
 * unicast address, checked when the connection is made (so a name cannot resolve to a public
 * address for the check and a private one for the connection: DNS rebinding), on every redirect
 * hop; only the web's ports (80, 443); a size limit on the decompressed body and one deadline
 * for the whole fetch.
 */
export interface SafeFetchOptions {
  userAgent: string;
  /** The whole fetch (every redirect, the body) must end by then. */
  timeoutMs: number;
  /** Most bytes a body may have after decompression; more is `too-large`. */
  maxBytes: number;
  maxRedirects?: number;
  /**
   * Tests only: 127.0.0.0/8 and ::1 are allowed (fixture pages), on any port (fixture servers
   * listen where they can). Nothing else private ever is, and other addresses keep the port rule.
   */
  allowLoopback?: boolean;
  /** Origins the operator configured (GITHUB_API_URL): their port is theirs to choose. */
  configuredOrigins?: readonly string[];
  /** host:port of a DNS server to ask instead of the system resolver (tests). */
  dnsServer?: string;
}

export type FetchFailure = 'blocked-address' | 'blocked-port' | 'unreachable' | 'http-error' | 'not-a-page' | 'too-large' | 'timeout';

export class FetchRefused extends Error {
  override name = 'FetchRefused';
  constructor(
    readonly failure: FetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface FetchedBody {
  /** The final address, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Whether an address is one the importer may connect to: a public unicast address (or, with the
 * test-only allowance, loopback: 127.0.0.0/8 and ::1).
 *
 * An IPv6 address that carries an IPv4 one is refused whatever it carries: IPv4-mapped
 * (::ffff:a.b.c.d, which the system connects to as IPv4), IPv4-compatible (::a.b.c.d, deprecated),
 * the translated forms (::ffff:0:a.b.c.d, 64:ff9b::/96 and 64:ff9b:1::/48 NAT64), 6to4
 * (2002::/16) and Teredo (2001::/32). No public site is reached only through them, and each can
 * lead to an IPv4 address (a private one, or loopback) that the IPv4 check would refuse. So the
 * loopback allowance of tests never lets one through either. ipaddr.js names these ranges;
 * IPv4-compatible addresses it calls unicast, so they are matched here by their zero prefix.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    // ::/96 holds ::, ::1 and the IPv4-compatible addresses; only ::1 (loopback) is ever allowed.
    if (parts.slice(0, 6).every((part) => part === 0) && range !== 'loopback') return false;
    if ((parsed as ipaddr.IPv6).isIPv4MappedAddress()) return false;
  }
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** Whether an address is loopback (127.0.0.0/8, ::1), written as IPv4 or plain IPv6. */
function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && isPublicAddress(address, true) && ipaddr.parse(address).range() === 'loopback';
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

function resolverFor(dnsServer: string | undefined): Resolve {
  if (!dnsServer) return (hostname) => dns.lookup(hostname, { all: true, verbatim: true });
  const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([dnsServer]);
  return async (hostname) => {
    const [v4, v6] = await Promise.all([resolver.resolve4(hostname).catch(() => [] as string[]), resolver.resolve6(hostname).catch(() => [] as string[])]);
    const found = [...v4.map((address) => ({ address, family: 4 })), ...v6.map((address) => ({ address, family: 6 }))];
    if (found.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const BLOCKED = 'EFRONTDOORBLOCKED';

export class SafeFetcher {
  private readonly agent: Agent;
  private readonly resolve: Resolve;

  constructor(private readonly options: SafeFetchOptions) {
    this.resolve = resolverFor(options.dnsServer);
    const allowLoopback = options.allowLoopback ?? false;
    const resolve = this.resolve;
    this.agent = new Agent({
      connections: 4,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: {
        timeout: Math.min(options.timeoutMs, 10_000),
        // net/tls call this for every host name they connect to; what it answers is what they
        // connect to, so the check and the connection use the same addresses.
        lookup: ((hostname: string, lookupOptions: { all?: boolean }, callback: (error: unknown, address?: unknown, family?: number) => void) => {
          resolve(hostname).then(
            (addresses) => {
              const blocked = addresses.find((entry) => !isPublicAddress(entry.address, allowLoopback));
              if (blocked) {
                callback(Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: BLOCKED }));
                return;
              }
              if (lookupOptions?.all) callback(null, addresses);
              else callback(null, addresses[0].address, addresses[0].family);
            },
            (error: unknown) => callback(error),
          );
        }) as unknown as LookupFunction,
      },
    });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  /** GETs a text resource, following and re-checking redirects. Throws FetchRefused. */
  async get(address: string, accept: string, deadline = AbortSignal.timeout(this.options.timeoutMs)): Promise<FetchedBody> {
    let url = await this.check(address);
    const most = this.options.maxRedirects ?? 5;
    for (let hop = 0; ; hop++) {
      const response = await this.request(url, accept, deadline);
      if (REDIRECTS.has(response.status)) {
        const location = response.headers.get('location');
        await response.body?.cancel().catch(() => undefined);
        if (!location) throw new FetchRefused('http-error', `redirect without a location from ${url}`, response.status);
        if (hop >= most) throw new FetchRefused('http-error', `more than ${most} redirects`, response.status);
        url = await this.check(new URL(location, url).toString());
        continue;
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchRefused('http-error', `${url} answered ${response.status}`, response.status);
      }
      const body = await this.readBody(response, deadline);
      return { url: url.toString(), status: response.status, contentType, body };
    }
  }

  /** Only http(s) on the web's ports; a literal IP address is checked here (no lookup happens for it). */
  private async check(address: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FetchRefused('not-a-page', `not an address: ${address}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('not-a-page', `not http or https: ${url.protocol}`);
    if (url.username || url.password) throw new FetchRefused('not-a-page', 'addresses with credentials are not read');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isPublicAddress(host, this.options.allowLoopback ?? false)) {
      throw new FetchRefused('blocked-address', `${host} is not a public address`);
    }
    if (!isImportPortAllowed(url) && !this.options.configuredOrigins?.includes(url.origin) && !(await this.onlyLoopback(host))) {
      throw new FetchRefused('blocked-port', `port ${url.port} is not 80 or 443`);
    }
    return url;
  }

  /**
   * Under the test-only allowance, whether a host is loopback only (a fixture server, on whatever
   * port it got). Without the allowance, never: the port rule then has no exception at all.
   */
  private async onlyLoopback(host: string): Promise<boolean> {
    if (!this.options.allowLoopback) return false;
    if (isIP(host)) return isLoopbackAddress(host);
    const addresses = await this.resolve(host).catch(() => []);
    // A name that also leads somewhere refused is refused for that, as the connection would be.
    if (addresses.some((entry) => !isPublicAddress(entry.address, true))) throw new FetchRefused('blocked-address', `${host} resolves to a non-public address`);
    return addresses.length > 0 && addresses.every((entry) => isLoopbackAddress(entry.address));
  }

  private async request(url: URL, accept: string, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(url, {
        dispatcher: this.agent,
        redirect: 'manual',
        signal,
        headers: { 'user-agent': this.options.userAgent, accept, 'accept-language': 'en;q=1, *;q=0.5' },
      });
    } catch (error) {
      throw this.refusal(error, url);
    }
  }

  private async readBody(response: Response, signal: AbortSignal): Promise<string> {
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > this.options.maxBytes && !response.headers.get('content-encoding')) {
      await response.body?.cancel().catch(() => undefined);
      throw new FetchRefused('too-large', `declared ${declared} bytes`);
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        if (signal.aborted) throw signal.reason;
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > this.options.maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw new FetchRefused('too-large', `more than ${this.options.maxBytes} bytes`);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      throw this.refusal(error, new URL(response.url || 'about:blank'));
    }
    return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  }

  private refusal(error: unknown, url: URL): FetchRefused {
    const codes = causeCodes(error);
    if (codes.includes(BLOCKED)) return new FetchRefused('blocked-address', `${url.hostname} resolves to a non-public address`);
    if (codes.some((code) => code === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')) {
      return new FetchRefused('timeout', `${url.host} took too long`);
    }
    return new FetchRefused('unreachable', `${url.host}: ${codes.join(', ') || String(error)}`);
  }
}

/** The codes and names along an error's cause chain (fetch wraps the socket's error). */
function causeCodes(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const record = current as { code?: unknown; name?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.code === 'string') found.push(record.code);
    if (typeof record.name === 'string') found.push(record.name);
    if (Array.isArray(record.errors)) for (const inner of record.errors) found.push(...causeCodes(inner));
    current = record.cause;
  }
  return found;
}
