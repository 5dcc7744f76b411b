import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate authority of the test's own and a certificate it signed for some names. */
function makeCertificates(names: readonly string[]): { caFile: string; key: string; cert: string; folder: string } {
  const folder = mkdtempSync(join(tmpdir(), 'frontdoor-https-front-'));
  const file = (name: string) => join(folder, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=Frontdoor test CA');
  openssl('req', ...ec, '-keyout', file('site.key'), '-out', file('site.csr'), '-subj', `/CN=${names[0]}`);
  writeFileSync(file('site.ext'), `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('site.pem'),
    '-days',
    '2',
    '-extfile',
    file('site.ext'),
  );
  return { caFile: file('ca.pem'), key: readFileSync(file('site.key'), 'utf8'), cert: readFileSync(file('site.pem'), 'utf8'), folder };
}

export interface HttpsFront {
  /** The port it listens on (127.0.0.1), for DOMAIN_HTTPS_PORT. */
  port: number;
  /** The PEM file of its certificate authority, for DOMAIN_HTTPS_CA. */
  caFile: string;
  close(): Promise<void>;
}

/**
 * What the fronting proxy (Caddy with on-demand TLS) is in production, for tests: HTTPS on
 * 127.0.0.1 with a certificate for `names` signed by a test authority (openssl), passing each
 * request to the app with its Host header. `upstream` is read when a request arrives, so the front
 * can start before the app.
 */
export async function startHttpsFront(names: readonly string[], upstream: () => string): Promise<HttpsFront> {
  const { caFile, key, cert, folder } = makeCertificates(names);
  const server: Server = createServer({ key, cert }, (req, res) => {
    const target = new URL(req.url ?? '/', upstream());
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    caFile,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
