import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { domainToASCII } from 'node:url';

/**
 * The blocklist that comes with the product. Non-TypeScript files are not copied to dist/, so the
 * path is the source's, reached the same way from worker/src/link-safety and worker/dist/link-safety.
 */
export const DEFAULT_BLOCKLIST = fileURLToPath(new URL('../../src/link-safety/blocklist.txt', import.meta.url));

/**
 * Reads a blocklist: one host per line; blank lines and '#' comments are skipped. Lines in the
 * hosts-file form of public lists ('0.0.0.0 evil.example') and whole URLs are read for their
 * host, a leading '*.' or '.' is dropped, and international names are kept in their punycode
 * form, as URL parsing gives hosts.
 */
export function parseBlocklist(text: string): Set<string> {
  const hosts = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    let host = line.split(/\s+/).at(-1)!;
    if (host.includes('://')) {
      try {
        host = new URL(host).hostname;
      } catch {
        continue;
      }
    }
    const ascii = domainToASCII(
      host
        .replace(/^\*?\./, '')
        .replace(/\.$/, '')
        .toLowerCase(),
    );
    if (ascii !== '') hosts.add(ascii);
  }
  return hosts;
}

/**
 * Hosts whose links are unsafe, read from a file that can be changed while the worker runs: the
 * file is read again when its size or time changes (one stat per check). A listed host blocks its
 * subdomains too.
 */
export class Blocklist {
  private hosts = new Set<string>();
  private version = '';

  constructor(private readonly path: string) {
    this.refresh();
  }

  /** Whether `host` (lowercase, punycode) or a domain it belongs to is listed. */
  has(host: string): boolean {
    this.refresh();
    const labels = host.replace(/\.$/, '').split('.');
    return labels.some((_, index) => this.hosts.has(labels.slice(index).join('.')));
  }

  get size(): number {
    return this.hosts.size;
  }

  private refresh(): void {
    // A file that cannot be read throws: the check fails and is retried, rather than passing every link.
    const stat = statSync(this.path);
    const version = `${stat.size}:${stat.mtimeMs}`;
    if (version === this.version) return;
    this.hosts = parseBlocklist(readFileSync(this.path, 'utf8'));
    this.version = version;
  }
}
