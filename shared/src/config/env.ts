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
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development').meta({
    description:
      '`development`, `test` or `production`; the development mailbox exists only when it is set explicitly to `development` or `test` (`npm start` sets `development` when unset)',
  }),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).meta({ description: 'HTTP port of the server' }),
  HOST: z.string().min(1).default('0.0.0.0').meta({ description: 'address the server binds' }),
  /**
   * Which peers' X-Forwarded-For and X-Forwarded-Proto the server believes (Express `trust proxy`):
   * the load balancer's addresses, so rate limits count visitors and not the proxy. Comma-separated
   * `loopback`, `linklocal`, `uniquelocal` (private networks, as in Docker) or addresses/subnets,
   * or a number of proxy hops. Never trust everyone: the client's own header would be believed.
   */
  TRUST_PROXY: z
    .preprocess(
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
    )
    .meta({
      description:
        'proxies whose `X-Forwarded-For`/`-Proto` are believed: `loopback`, `linklocal`, `uniquelocal` (private networks, as in Docker), addresses or subnets, comma-separated, or a hop count (see Running several instances)',
    }),
  PUBLIC_URL: z
    .preprocess(emptyToUndefined, url(['http:', 'https:']).optional())
    .meta({ whenUnset: '`http://localhost:$PORT`', description: 'the address people open (links in emails)' }),
  /**
   * A second origin that serves only user content (published Code Embeds and the designer's embed
   * preview), as large hosts keep user content off their own origin: the owner's scripts then never
   * run under the app's address. Point another host name at the same server (e.g.
   * https://usercontent.example.com). Empty = embeds are served from the app's own origin.
   */
  USERCONTENT_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()).meta({
    description:
      "a second origin (another host name pointed at the same server) that serves only user content: published pages frame Code Embeds from it and the app's own origin redirects embed frames there; empty = embeds are served from the app's origin (still sandboxed, and only into frames)",
  }),
  DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/frontdoor').meta({ description: 'PostgreSQL; created when missing' }),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379').meta({ description: 'Redis: queues, worker heartbeat, live events' }),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('frontdoor')
    .meta({ description: 'prefix of every Redis key and queue' }),
  SMTP_URL: z.preprocess(emptyToUndefined, url(['smtp:', 'smtps:']).optional()).meta({
    description:
      'SMTP server for real email (`smtp://` or `smtps://`); empty = development mailbox when `NODE_ENV` is explicitly `development` or `test`, otherwise mail is not sent and the worker logs why',
  }),
  MAIL_FROM: z.string().min(3).default('Frontdoor <no-reply@frontdoor.local>').meta({ description: 'sender of every email' }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info').meta({ description: '`debug`, `info`, `warn` or `error`; logs are JSON lines' }),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4).meta({ description: 'jobs a worker runs at once per queue' }),
  CLIENT_DIST: z.preprocess(emptyToUndefined, z.string().optional()).meta({ whenUnset: '`client/dist`', description: 'folder of the built client the server serves' }),
  /**
   * Signs access tokens (HS256); at least 32 characters. Required in production; elsewhere a
   * random one is made per process (sessions survive restarts: clients refresh by cookie).
   */
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()).meta({
    whenUnset: 'random per process',
    description: 'signs access tokens and, through a derived key, seals email and export jobs in Redis (32+ characters); required in production',
  }),
  /** OpenID Connect identity provider; the sign-in button is hidden unless all three are set. */
  OIDC_ISSUER: z
    .preprocess(emptyToUndefined, url(['http:', 'https:']).optional())
    .meta({ description: 'OpenID Connect issuer URL for identity-provider sign-in; the button is hidden when empty' }),
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()).meta({ description: 'client id at that provider' }),
  OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()).meta({ description: 'client secret at that provider' }),
  OIDC_LABEL: z.string().min(1).max(40).default('Sign in with Google').meta({ description: 'text of the identity-provider button' }),
  /** Prometheus metrics at /metrics, read with `Authorization: Bearer <token>`; without it /metrics does not exist. */
  METRICS_TOKEN: z
    .preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional())
    .meta({ description: '16+ characters: Prometheus metrics at `/metrics` for `Authorization: Bearer <token>`; empty = no `/metrics`' }),
  /**
   * Published pages also copied to an S3-compatible bucket on publish, for a CDN in front of it
   * (docs/operations.md: serving published pages). Empty S3_BUCKET = off: nothing is queued.
   */
  S3_BUCKET: bucketName().meta({ description: 'bucket that published pages are also copied to on publish, for a CDN in front of it; empty = off, nothing is queued' }),
  /** Any S3-compatible endpoint (addressed path-style: <endpoint>/<bucket>/<key>); empty = AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .preprocess(emptyToUndefined, url(['http:', 'https:']).optional())
    .meta({ whenUnset: '(empty: AWS S3)', description: 'endpoint of any S3-compatible store (MinIO, R2, Ceph…), addressed path-style' }),
  S3_REGION: z.string().min(1).default('us-east-1').meta({ description: 'region of the bucket (and of request signing)' }),
  /** Both, or neither: then the AWS SDK's usual sources (AWS_* variables, instance role) are used. */
  S3_ACCESS_KEY_ID: z
    .preprocess(emptyToUndefined, z.string().optional())
    .meta({ description: "access key for the bucket, set together with the secret; both empty = the AWS SDK's own sources (`AWS_*` variables, instance role)" }),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()).meta({ description: 'secret key for the bucket' }),
  /** Put before every object key, e.g. `sites/` gives sites/<handle>. */
  S3_PREFIX: keyPrefix().meta({ description: 'put before every object key: `sites/` gives `sites/<handle>`' }),
  /**
   * The folder uploaded files (logos, browser icons, the owner's photos) are kept in, on the
   * local disk; relative to the repository unless absolute. Several server instances must share
   * it (one volume). Unused when UPLOADS_S3_BUCKET is set.
   */
  UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().default('uploads')).meta({
    description:
      'folder of uploaded files (logos, browser icons, photos: relative to the repository unless absolute), each named by the SHA-256 of its bytes and served at `/uploads/<name>`; server instances must share it (the Docker image uses `/var/lib/frontdoor/uploads`); unused when `UPLOADS_S3_BUCKET` is set',
  }),
  /**
   * Uploaded files kept in this S3-compatible bucket instead of UPLOADS_DIR (reached with the
   * S3_ENDPOINT, S3_REGION and S3_* keys of the page bucket; a bucket of its own, so the pages'
   * bucket and its CDN stay as they are). The server still serves them at /uploads/<name>.
   */
  UPLOADS_S3_BUCKET: bucketName().meta({
    description:
      'keep uploaded files in this S3-compatible bucket instead of `UPLOADS_DIR` (a bucket of its own, reached with `S3_ENDPOINT`, `S3_REGION` and the `S3_*` keys; it need not be public: the app still serves the files at `/uploads/<name>`)',
  }),
  /** Put before every uploaded file's key in that bucket, e.g. `uploads/`. */
  UPLOADS_S3_PREFIX: keyPrefix().meta({ description: "put before every uploaded file's key in that bucket: `files/` gives `files/<name>`" }),
  /** LLM: any OpenAI-compatible API; without a key the offline composer writes the content. */
  OPENAI_API_KEY: z
    .preprocess(emptyToUndefined, z.string().optional())
    .meta({ description: 'key of an OpenAI-compatible API for AI writing; empty = the built-in offline composer' }),
  OPENAI_BASE_URL: z
    .preprocess(emptyToUndefined, url(['http:', 'https:']).optional())
    .meta({ whenUnset: "the SDK's default", description: 'base URL of that API (any OpenAI-compatible server)' }),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini').meta({ description: 'model asked for structured answers' }),
  /** Stock photos; without keys, generated artwork stands in. */
  UNSPLASH_ACCESS_KEY: z
    .preprocess(emptyToUndefined, z.string().optional())
    .meta({ description: 'Unsplash API key for stock photos; without Unsplash or Pexels keys, sites get drawn illustrations' }),
  UNSPLASH_API_URL: url(['http:', 'https:']).default('https://api.unsplash.com').meta({ description: 'Unsplash API address' }),
  PEXELS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()).meta({ description: 'Pexels API key for stock photos (used when Unsplash is not set or fails)' }),
  PEXELS_API_URL: url(['http:', 'https:']).default('https://api.pexels.com').meta({ description: 'Pexels API address' }),
  /** Create from a link: GitHub's REST API (profiles are read through it, not scraped). */
  GITHUB_API_URL: url(['http:', 'https:']).default('https://api.github.com').meta({ description: 'GitHub REST API, for creating a site from a GitHub profile' }),
  /** Create from a link: the whole time one page may take (robots.txt, redirects, body). */
  SCRAPE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(60_000)
    .default(15_000)
    .meta({ description: 'create from a link: the most one page may take (robots.txt, redirects, body)' }),
  /** Create from a link: the most a page may weigh (after decompression); larger pages are refused. */
  SCRAPE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(20_000_000)
    .default(3_000_000)
    .meta({ description: 'create from a link: the most a page may weigh after decompression' }),
  /**
   * Tests only: let the page importer read 127.0.0.1 (fixture pages). Private, link-local and
   * metadata addresses stay refused. Refused in production.
   */
  SCRAPE_ALLOW_LOOPBACK: z
    .preprocess((value) => value === 'true' || value === '1' || value === true, z.boolean())
    .default(false)
    .meta({ description: 'tests only: let the importer read 127.0.0.1 (fixture pages); refused in production' }),
  /**
   * The cost of the argon2id hashes of passwords and sign-in codes: `standard` (argon2's
   * defaults: 64 MiB, 3 passes) or, for tests only, `low` (1 MiB, 1 pass: thousands of test
   * sign-ins). Refused in production.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'low']).default('standard').meta({
    description:
      "cost of the argon2id hashes of passwords and sign-in codes: `standard` (argon2's defaults, 64 MiB, 3 passes) or `low` for tests (refused in production; the test runs set it)",
  }),
  /** Tests only: a DNS server (host:port) the page importer asks instead of the system resolver. */
  SCRAPE_DNS_SERVER: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.:[\]-]+:\d+$/, 'host:port')
        .optional(),
    )
    .meta({ description: 'tests only: `host:port` of a DNS server the importer asks instead of the system resolver' }),
  /**
   * Link safety (spec §4): a lookup API of the Google Safe Browsing v4 shape
   * (`POST {WEB_RISK_API_URL}/v4/threatMatches:find?key=KEY`), asked after the local rules pass a
   * link. Without a key only the local rules decide.
   */
  WEB_RISK_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()).meta({
    description:
      'key of a link-safety lookup API of the Google Safe Browsing v4 shape, asked after the local rules pass a link; empty = local rules only (see Link safety)',
  }),
  WEB_RISK_API_URL: url(['http:', 'https:'])
    .default('https://safebrowsing.googleapis.com')
    .meta({ description: 'address of that API (`POST {url}/v4/threatMatches:find?key=…`)' }),
  /** The local rules' blocklist (one host per line); empty = worker/src/link-safety/blocklist.txt. */
  WEB_RISK_BLOCKLIST: z.preprocess(emptyToUndefined, z.string().optional()).meta({
    whenUnset: '`worker/src/link-safety/blocklist.txt`',
    description: "the local rules' blocklist file, one host per line (hosts-file lines and URLs are read too); read again when it changes",
  }),
  /**
   * Custom domains (spec §4): the host name connected domains point a CNAME at, where the
   * fronting proxy (Caddy with on-demand TLS) answers for every connected domain. Empty = the
   * host of PUBLIC_URL.
   */
  DOMAIN_TARGET_HOST: z.preprocess(emptyToUndefined, z.string().regex(HOST_NAME, 'must be a host name such as sites.example.com').optional()).meta({
    whenUnset: 'the host of `PUBLIC_URL`',
    description: 'custom domains: the host name owners point a CNAME at, where the fronting proxy (Caddy with on-demand TLS) answers for every connected domain',
  }),
  /** The addresses an apex domain's A and AAAA records point at (comma-separated); empty = owners are asked for an ALIAS record. */
  DOMAIN_TARGET_IPV4: addressList(4).meta({
    description:
      "the addresses an apex domain's A records point at, comma-separated; with neither this nor `DOMAIN_TARGET_IPV6`, owners of apex domains are asked for an ALIAS/ANAME record",
  }),
  DOMAIN_TARGET_IPV6: addressList(6).meta({ description: 'the same for AAAA records' }),
  /** DNS servers (host:port, comma-separated) the domain checker asks; empty = the system's resolvers. */
  DOMAIN_DNS_SERVERS: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => value.split(',').every((part) => /^[\w.:[\]-]+:\d+$/.test(part.trim())), 'host:port, comma-separated')
        .transform((value) => value.split(',').map((part) => part.trim()))
        .default([]),
    )
    .meta({
      whenUnset: "(empty: the system's)",
      description:
        'DNS servers (`host:port`, comma-separated) the domain checker (worker job `domain-poll`) asks; the tests point it at their own DNS server on 127.0.0.1',
    }),
  /** The port the domain checker's HTTPS request goes to (443; tests point it at a local responder). */
  DOMAIN_HTTPS_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(443)
    .meta({ description: "the port of the checker's HTTPS request to a domain (its certificate step)" }),
  /**
   * Tests only: a PEM file of a certificate authority the domain checker trusts besides the
   * system's (a local HTTPS responder's own). Refused in production, where only publicly trusted
   * certificates count.
   */
  DOMAIN_HTTPS_CA: z.preprocess(emptyToUndefined, z.string().optional()).meta({
    description: "tests only: a PEM file of a certificate authority the checker trusts besides the system's (a local HTTPS responder's); refused in production",
  }),
  /** How often the domain checker looks for domains to check, and the first wait between two checks of one domain. */
  DOMAIN_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(200)
    .max(3_600_000)
    .default(60_000)
    .meta({ description: 'how often the checker looks for domains due a check, and the first wait between two checks of one domain' }),
  /** The longest wait between two checks of a domain (the wait doubles while nothing changes). */
  DOMAIN_POLL_MAX_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(200)
    .max(86_400_000)
    .default(3_600_000)
    .meta({ description: 'the longest wait between two checks of a domain (the wait doubles while nothing changes)' }),
  /**
   * Where the disconnect email is requested (spec §7: POST <this>/api/entri/email-service/
   * send-disconnect-email); empty = the request is only logged.
   */
  DOMAIN_EMAIL_SERVICE_URL: z.preprocess(emptyToUndefined, url(['http:', 'https:']).optional()).meta({
    description:
      'the disconnect email service: `POST <url>/api/entri/email-service/send-disconnect-email {websiteId, domain, companyName}` when a domain older than 7 days is disconnected; empty = the request is only logged',
  }),
  /** Bearer token sent with that request, when the service wants one. */
  DOMAIN_EMAIL_SERVICE_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()).meta({ description: 'bearer token sent to that service' }),
  /**
   * Visitor statistics (issue 42): 'off' counts no visit on this instance (published pages are
   * served exactly as without it). Each site's owner sees what was counted.
   */
  VISITOR_STATISTICS: z
    .enum(['on', 'off'])
    .default('on')
    .meta({ description: '`off` counts no visit on this instance (visitor statistics, issue 42); pages are served exactly as without it' }),
  /**
   * Quiet time after the last edit before a live draft's document is compacted and stored (its
   * projection, snapshot and the checks that follow, such as link safety); every edit is in the
   * event log at once whatever this is. At most 30 s pass while someone keeps typing.
   */
  COLLAB_STORE_DEBOUNCE_MS: z.coerce.number().int().min(100).max(30_000).default(5000).meta({
    description: 'quiet time after the last edit before a live draft is compacted and stored (its projection, snapshot, link checks); edits are in the event log at once',
  }),
  /** How long a worker holds a job before another may take it over (a killed worker's job runs again). */
  WORKER_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(30_000)
    .meta({ description: "how long a worker holds a job; a killed worker's job runs again after this" }),
  /** Browser tests only: the Chromium to drive (Debian's by default). */
  SCREENSHOTS_DIR: z.preprocess(emptyToUndefined, z.string().optional()).meta({
    description: 'browser tests only: a folder where they save screenshots of the screens they visit, to look at; unset, none are taken',
  }),
  CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().default('/usr/bin/chromium')).meta({ description: 'browser tests only: the Chromium to drive' }),
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
