import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import { DOMAIN_PROBE_PATH, type HttpsSeen } from '@frontdoor/shared';

export interface ProbeResult {
  seen: Exclude<HttpsSeen, 'not-tried'>;
  detail: string | null;
}

/** Asks whether a domain answers over HTTPS, at an address, with a certificate trusted for its name. */
export type HttpsProbe = (domain: string, address: string, token: string) => Promise<ProbeResult>;

const TIMEOUT_MS = 10_000;
const MAX_BODY = 1024;

/** TLS failures that say the certificate is wrong for the name (rather than that nothing answered). */
const CERTIFICATE_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME|UNABLE_TO_GET_ISSUER/;

/**
 * The certificate check of a domain (spec §4): an HTTPS request to the domain's address on
 * `port`, naming the domain (SNI and Host), verified against the system's certificate
 * authorities, plus the one in `caFile` in tests (DOMAIN_HTTPS_CA, refused in production). It asks
 * DOMAIN_PROBE_PATH, which the app answers on a verified domain with the domain's token: the
 * answer is 'ok' only when it is this product answering for this domain.
 */
export function httpsProbe(port: number, caFile?: string): HttpsProbe {
  const ca = caFile ? [...rootCertificates, readFileSync(caFile, 'utf8')] : undefined;
  return (domain, address, token) =>
    new Promise<ProbeResult>((resolve) => {
      const req = request(
        { host: address, port, servername: domain, path: DOMAIN_PROBE_PATH, method: 'GET', headers: { host: domain }, ca, timeout: TIMEOUT_MS, rejectUnauthorized: true },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
            if (body.length > MAX_BODY) res.destroy();
          });
          res.on('close', () =>
            resolve(res.statusCode === 200 && body.trim() === token ? { seen: 'ok', detail: null } : { seen: 'wrong-site', detail: `HTTP ${res.statusCode ?? 0}` }),
          );
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      req.on('error', (error: Error & { code?: string }) => {
        const code = error.code ?? error.message;
        resolve({ seen: CERTIFICATE_ERROR.test(code) ? 'certificate-error' : 'unreachable', detail: code });
      });
      req.end();
    });
}
