import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';

/**
 * Fetches someone else's page for the importer without letting the address reach inside our
 * network (SSRF): only http and https; every address a host name resolves to must be a public
 * unicast address, checked when the connection is made (so a name cannot resolve to a public
 * address for the check and a private one for the connection: DNS rebinding), on every redirect
 * hop; a size limit on the decompressed body and one deadline for the whole fetch.
 */
export interface SafeFetchOptions {
  userAgent: string;
  /** The whole fetch (every redirect, the body) must end by then. */
  timeoutMs: number;
  /** Most bytes a body may have after decompression; more is `too-large`. */
  maxBytes: number;
  maxRedirects?: number;
  /** Tests only: 127.0.0.0/8 and ::1 are allowed (fixture pages). Nothing else private ever is. */
  allowLoopback?: boolean;
  /** host:port of a DNS server to ask instead of the system resolver (tests). */
  dnsServer?: string;
}

export type FetchFailure = 'blocked-address' | 'unreachable' | 'http-error' | 'not-a-page' | 'too-large' | 'timeout';

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

/** Whether an address is one the importer may connect to. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

function resolverFor(dnsServer: string | undefined): Resolve {
  if (!dnsServer) return (hostname) => dns.lookup(hostname, { all: true, verbatim: true });
  const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([dnsServer]);
  return async (hostname) => {
    const [v4, v6] = await Promise.all([
      resolver.resolve4(hostname).catch(() => [] as string[]),
      resolver.resolve6(hostname).catch(() => [] as string[]),
    ]);
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
    let url = this.check(address);
    const most = this.options.maxRedirects ?? 5;
    for (let hop = 0; ; hop++) {
      const response = await this.request(url, accept, deadline);
      if (REDIRECTS.has(response.status)) {
        const location = response.headers.get('location');
        await response.body?.cancel().catch(() => undefined);
        if (!location) throw new FetchRefused('http-error', `redirect without a location from ${url}`, response.status);
        if (hop >= most) throw new FetchRefused('http-error', `more than ${most} redirects`, response.status);
        url = this.check(new URL(location, url).toString());
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

  /** Only http(s) on the usual ports; a literal IP address is checked here (no lookup happens for it). */
  private check(address: string): URL {
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
    return url;
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
