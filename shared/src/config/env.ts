import { z } from 'zod';
import type { DomainTarget } from '../rules/domain-records.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** An S3 bucket's name, or nothing (empty = off). */
const bucketName = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z, 0-9, . and -)')
      .optional(),
  );

/** Put before every object key of a bucket: empty, or folders each ending in /. */
const keyPrefix = () =>
  z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'empty, or folder names each ending in /')
    .default('');

/** A host name: labels of letters, digits and dashes separated by dots. */
const HOST_NAME = /^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A comma-separated list of IPv4 (4) or IPv6 (6) addresses, empty by default. */
const addressList = (version: 4 | 6) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((address) => (version === 4 ? /^\d{1,3}(\.\d{1,3}){3}$/.test(address) : /^[0-9a-f:]+$/.test(address) && address.includes(':'))),
        `must be IPv${version} addresses, comma-separated`,
      )
      .default([]),
  );

/**
 * Every environment variable the product reads, with its default. `.env.example` lists the same
 * set; config is read once at start and an invalid value stops the start with its name.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * Which peers' X-Forwarded-For and X-Forwarded-Proto the server believes (Express `trust proxy`):
   * the load balancer's addresses, so rate limits count visitors and not the proxy. Comma-separated
   * `loopback`, `linklocal`, `uniquelocal` (private networks, as in Docker) or addresses/subnets,
   * or a number of proxy hops. Never trust everyone: the client's own header would be believed.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^\d{1,2}$/.test(value) || value.split(',').every((part) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(part.trim())),
        'must be loopback, linklocal, uniquelocal, IP addresses or subnets (comma-separated), or a number of hops',
      )
      .transform((value): string | number => (/^\d+$/.test(value) ? Number(value) : value))
      .default('loopback'),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  /**
   * A second origin that serves only user content (published Code Embeds and the designer's embed
   * preview), as large hosts keep user content off their own origin: the owner's scripts then never
   * run under the app's address. Point another host name at the same server (e.g.
   * https://usercontent.example.com). Empty = embeds are served from the app's own origin.
   */
  USERCONTENT_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/frontdoor'),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('frontdoor'),
  SMTP_URL: z.preprocess(emptyToUndefined, url(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().min(3).default('Frontdoor <no-reply@frontdoor.local>'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  CLIENT_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Signs access tokens (HS256); at least 32 characters. Required in production; elsewhere a
   * random one is made per process (sessions survive restarts: clients refresh by cookie).
   */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** OpenID Connect identity provider; the sign-in button is hidden unless all three are set. */
  OIDC_ISSUER: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_LABEL: z.string().min(1).max(40).default('Sign in with Google'),
  /** Prometheus metrics at /metrics, read with `Authorization: Bearer <token>`; without it /metrics does not exist. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Published pages also copied to an S3-compatible bucket on publish, for a CDN in front of it
   * (docs/operations.md: serving published pages). Empty S3_BUCKET = off: nothing is queued.
   */
  S3_BUCKET: bucketName(),
  /** Any S3-compatible endpoint (addressed path-style: <endpoint>/<bucket>/<key>); empty = AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both, or neither: then the AWS SDK's usual sources (AWS_* variables, instance role) are used. */
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Put before every object key, e.g. `sites/` gives sites/<handle>. */
  S3_PREFIX: keyPrefix(),
  /**
   * The folder uploaded files (logos, browser icons, the owner's photos) are kept in, on the
   * local disk; relative to the repository unless absolute. Several server instances must share
   * it (one volume). Unused when UPLOADS_S3_BUCKET is set.
   */
  UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().default('uploads')),
  /**
   * Uploaded files kept in this S3-compatible bucket instead of UPLOADS_DIR (reached with the
   * S3_ENDPOINT, S3_REGION and S3_* keys of the page bucket; a bucket of its own, so the pages'
   * bucket and its CDN stay as they are). The server still serves them at /uploads/<name>.
   */
  UPLOADS_S3_BUCKET: bucketName(),
  /** Put before every uploaded file's key in that bucket, e.g. `uploads/`. */
  UPLOADS_S3_PREFIX: keyPrefix(),
  /** LLM: any OpenAI-compatible API; without a key the offline composer writes the content. */
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Stock photos; without keys, generated artwork stands in. */
  UNSPLASH_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  UNSPLASH_API_URL: url(['http:', 'https:']).default('https://api.unsplash.com'),
  PEXELS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  PEXELS_API_URL: url(['http:', 'https:']).default('https://api.pexels.com'),
  /** Create from a link: GitHub's REST API (profiles are read through it, not scraped). */
  GITHUB_API_URL: url(['http:', 'https:']).default('https://api.github.com'),
  /** Create from a link: the whole time one page may take (robots.txt, redirects, body). */
  SCRAPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
  /** Create from a link: the most a page may weigh (after decompression); larger pages are refused. */
  SCRAPE_MAX_BYTES: z.coerce.number().int().min(10_000).max(20_000_000).default(3_000_000),
  /**
   * Tests only: let the page importer read 127.0.0.1 (fixture pages). Private, link-local and
   * metadata addresses stay refused. Refused in production.
   */
  SCRAPE_ALLOW_LOOPBACK: z.preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean()).default(false),
  /**
   * The cost of the argon2id hashes of passwords and sign-in codes: `standard` (argon2's
   * defaults: 64 MiB, 3 passes) or, for tests only, `low` (1 MiB, 1 pass: thousands of test
   * sign-ins). Refused in production.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).default('standard'),
  /** Tests only: a DNS server (host:port) the page importer asks instead of the system resolver. */
  SCRAPE_DNS_SERVER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:[\]-]+:\d+$/, 'host:port')
      .optional(),
  ),
  /**
   * Link safety (spec §4): a lookup API of the Google Safe Browsing v4 shape
   * (`POST {WEB_RISK_API_URL}/v4/threatMatches:find?key=KEY`), asked after the local rules pass a
   * link. Without a key only the local rules decide.
   */
  WEB_RISK_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_RISK_API_URL: url(['http:', 'https:']).default('https://safebrowsing.googleapis.com'),
  /** The local rules' blocklist (one host per line); empty = worker/src/link-safety/blocklist.txt. */
  WEB_RISK_BLOCKLIST: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Custom domains (spec §4): the host name connected domains point a CNAME at, where the
   * fronting proxy (Caddy with on-demand TLS) answers for every connected domain. Empty = the
   * host of PUBLIC_URL.
   */
  DOMAIN_TARGET_HOST: z.preprocess(emptyToUndefined, z.string().regex(HOST_NAME, 'must be a host name such as sites.example.com').optional()),
  /** The addresses an apex domain's A and AAAA records point at (comma-separated); empty = owners are asked for an ALIAS record. */
  DOMAIN_TARGET_IPV4: addressList(4),
  DOMAIN_TARGET_IPV6: addressList(6),
  /** DNS servers (host:port, comma-separated) the domain checker asks; empty = the system's resolvers. */
  DOMAIN_DNS_SERVERS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => value.split(',').every((part) => /^[\w.:[\]-]+:\d+$/.test(part.trim())), 'host:port, comma-separated')
      .transform((value) => value.split(',').map((part) => part.trim()))
      .default([]),
  ),
  /** The port the domain checker's HTTPS request goes to (443; tests point it at a local responder). */
  DOMAIN_HTTPS_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  /**
   * Tests only: a PEM file of a certificate authority the domain checker trusts besides the
   * system's (a local HTTPS responder's own). Refused in production, where only publicly trusted
   * certificates count.
   */
  DOMAIN_HTTPS_CA: z.preprocess(emptyToUndefined, z.string().optional()),
  /** How often the domain checker looks for domains to check, and the first wait between two checks of one domain. */
  DOMAIN_POLL_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  /** The longest wait between two checks of a domain (the wait doubles while nothing changes). */
  DOMAIN_POLL_MAX_INTERVAL_MS: z.coerce.number().int().min(200).max(86_400_000).default(3_600_000),
  /**
   * Where the disconnect email is requested (spec §7: POST <this>/api/entri/email-service/
   * send-disconnect-email); empty = the request is only logged.
   */
  DOMAIN_EMAIL_SERVICE_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()),
  /** Bearer token sent with that request, when the service wants one. */
  DOMAIN_EMAIL_SERVICE_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Visitor statistics (issue 42): 'off' counts no visit on this instance (published pages are
   * served exactly as without it). Each site's owner sees what was counted.
   */
  VISITOR_STATISTICS: z.enum(['on', 'off']).default('on'),
  /**
   * Quiet time after the last edit before a live draft's document is compacted and stored (its
   * projection, snapshot and the checks that follow, such as link safety); every edit is in the
   * event log at once whatever this is. At most 30 s pass while someone keeps typing.
   */
  COLLAB_STORE_DEBOUNCE_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** How long a worker holds a job before another may take it over (a killed worker's job runs again). */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Browser tests only: the Chromium to drive (Debian's by default). */
  CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().default('/usr/bin/chromium')),
});
export type Env = z.infer<typeof envSchema> & {
  /**
   * Whether NODE_ENV was set, rather than defaulted to development: what exists only in
   * development (the development mailbox, see dev-mailbox.ts) must be asked for outright.
   */
  readonly nodeEnvExplicit: boolean;
};

const refinedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when NODE_ENV=production' });
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== 'standard') {
    ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'is for tests only and refused when NODE_ENV=production' });
  }
  if (env.NODE_ENV === 'production' && env.SCRAPE_ALLOW_LOOPBACK) {
    ctx.addIssue({ code: 'custom', path: ['SCRAPE_ALLOW_LOOPBACK'], message: 'is for tests only and refused when NODE_ENV=production' });
  }
  if (env.USERCONTENT_URL && new URL(env.USERCONTENT_URL).origin === new URL(publicUrl(env)).origin) {
    ctx.addIssue({
      code: 'custom',
      path: ['USERCONTENT_URL'],
      message: "must be another origin than PUBLIC_URL (its point is to keep user content off the app's origin)",
    });
  }
  if (env.NODE_ENV === 'production' && env.DOMAIN_HTTPS_CA) {
    ctx.addIssue({ code: 'custom', path: ['DOMAIN_HTTPS_CA'], message: 'is for tests only and refused when NODE_ENV=production' });
  }
  if (env.DOMAIN_POLL_MAX_INTERVAL_MS < env.DOMAIN_POLL_INTERVAL_MS) {
    ctx.addIssue({ code: 'custom', path: ['DOMAIN_POLL_MAX_INTERVAL_MS'], message: 'must not be less than DOMAIN_POLL_INTERVAL_MS' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together' });
  }
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming each bad variable and what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = refinedEnvSchema.safeParse(source);
  if (result.success) return { ...result.data, nodeEnvExplicit: source.NODE_ENV !== undefined };
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The user-content origin (USERCONTENT_URL without path or trailing slash), or null when unset. */
export function userContentOrigin(env: Pick<Env, 'USERCONTENT_URL'>): string | null {
  return env.USERCONTENT_URL ? new URL(env.USERCONTENT_URL).origin : null;
}

/** The URL people open: PUBLIC_URL, or localhost on PORT. */
export function publicUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

/** The host connected domains point at: DOMAIN_TARGET_HOST, or the host of PUBLIC_URL. */
export function domainTargetHost(env: Pick<Env, 'DOMAIN_TARGET_HOST' | 'PUBLIC_URL' | 'PORT'>): string {
  return (env.DOMAIN_TARGET_HOST ?? new URL(publicUrl(env)).hostname).toLowerCase();
}

/** Where connected domains are sent (the DNS records owners add): the host and the apex addresses. */
export function domainTarget(env: Pick<Env, 'DOMAIN_TARGET_HOST' | 'DOMAIN_TARGET_IPV4' | 'DOMAIN_TARGET_IPV6' | 'PUBLIC_URL' | 'PORT'>): DomainTarget {
  return { host: domainTargetHost(env), ipv4: env.DOMAIN_TARGET_IPV4, ipv6: env.DOMAIN_TARGET_IPV6 };
}

/** The host names that are the app's own (PUBLIC_URL's, USERCONTENT_URL's): never a custom domain. */
export function appHostNames(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'USERCONTENT_URL'>): string[] {
  return [new URL(publicUrl(env)).hostname, ...(env.USERCONTENT_URL ? [new URL(env.USERCONTENT_URL).hostname] : [])].map((host) => host.toLowerCase());
}
