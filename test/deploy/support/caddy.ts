import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { repoRoot } from '../../../server/src/common/repo-root.js';
import { eventually } from '../../../server/test/support/collab-client.js';

export interface RunningCaddy {
  httpPort: number;
  httpsPort: number;
  /** The root certificate (PEM) of Caddy's own CA, which signs every certificate it serves here. */
  rootCa: string;
  /** Where that root certificate is (for DOMAIN_HTTPS_CA: the app's domain checker trusts it). */
  rootCaFile: string;
  /** Everything it logged. */
  output: string[];
  stop(): Promise<void>;
}

/**
 * Debian's `caddy run` with the shipped deploy/Caddyfile, changed only through its environment
 * placeholders: high ports, the app's upstreams and ask URL given, and `local_certs` (Caddy's own
 * CA instead of Let's Encrypt), without touching this machine's trust store, admin endpoint or
 * Caddy folders (its data and config live in a temporary folder).
 */
export async function startCaddy(vars: { httpPort: number; httpsPort: number; publicHost: string; upstreams: string; allowedUrl: string }): Promise<RunningCaddy> {
  const home = mkdtempSync(join(tmpdir(), 'frontdoor-caddy-'));
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    HTTP_PORT: String(vars.httpPort),
    HTTPS_PORT: String(vars.httpsPort),
    PUBLIC_HOST: vars.publicHost,
    APP_UPSTREAMS: vars.upstreams,
    DOMAINS_ALLOWED_URL: vars.allowedUrl,
    CADDY_GLOBAL_OPTIONS: 'local_certs\n\tskip_install_trust\n\tadmin off',
  };
  const child = spawn('caddy', ['run', '--config', join(repoRoot(), 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  let failed: Error | undefined;
  child.on('error', (error: NodeJS.ErrnoException) => {
    failed = error.code === 'ENOENT' ? new Error("caddy is not installed: npm test installs Debian's caddy (or run apt-get install caddy)") : error;
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };
  // The local CA's root is made when Caddy starts with `local_certs`, before it serves anything.
  const rootCaFile = join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  try {
    await eventually(
      () => {
        if (failed) throw failed;
        if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${output.join('')}`);
        return existsSync(rootCaFile);
      },
      'Caddy to start with its local CA',
      20_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { httpPort: vars.httpPort, httpsPort: vars.httpsPort, rootCa: readFileSync(rootCaFile, 'utf8'), rootCaFile, output, stop };
}

export interface HttpsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  certificate: PeerCertificate;
}

/**
 * A visitor's HTTPS request for `host` arriving at Caddy (127.0.0.1 on its HTTPS port, the name
 * in SNI and Host), trusting only Caddy's own CA. Rejects when the handshake fails.
 */
export function overHttps(caddy: RunningCaddy, host: string, path = '/'): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port: caddy.httpsPort, servername: host, path, headers: { host }, ca: caddy.rootCa, agent: false }, (res) => {
      const certificate = (res.socket as TLSSocket).getPeerCertificate();
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, certificate }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A plain HTTP request for `host` arriving at Caddy's HTTP port. */
export function overHttp(caddy: RunningCaddy, host: string, path = '/'): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: caddy.httpPort, path, headers: { host }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface AskSpy {
  /** The URL to give Caddy as its ask endpoint. */
  url: string;
  /** Every question Caddy asked, in order, with the app's answer. */
  asks: { domain: string; status: number }[];
  close(): Promise<void>;
}

/**
 * A plain HTTP proxy on 127.0.0.1 between Caddy and the app's /api/domains/allowed: it passes
 * each question to the app as it is and notes the domain asked about and the app's answer.
 */
export async function startAskSpy(appBase: string): Promise<AskSpy> {
  const asks: AskSpy['asks'] = [];
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', appBase);
    const forward = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      asks.push({ domain: target.searchParams.get('domain') ?? '', status: answer.statusCode ?? 0 });
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/domains/allowed`,
    asks,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
