import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Sends the build's brotli or gzip copy of a client asset (scripts/lib/precompress.mjs writes
 * them) to browsers that accept it: the hashed assets and the industry sample sites. Anything
 * else falls through to the plain static files.
 */
export function precompressedAssets(root: string) {
  // Files found are remembered (the build does not change under a running server); misses are
  // not, so requests for made-up paths cannot grow the set.
  const found = new Set<string>();
  // The hashed files' compressed bytes, read once (the build's own files: a bounded set).
  const bodies = new Map<string, Buffer>();
  const read = (path: string) => {
    let body = bodies.get(path);
    if (!body) bodies.set(path, (body = readFileSync(path)));
    return body;
  };
  const exists = (path: string) => {
    if (found.has(path)) return true;
    if (!existsSync(path)) return false;
    found.add(path);
    return true;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const hashed = req.path.startsWith('/assets/');
    if (!hashed && !req.path.startsWith('/samples/')) return next();
    const type = TYPES[extname(req.path)];
    if (!type) return next();
    const file = normalize(join(root, req.path));
    if (!file.startsWith(root + sep)) return next();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) && exists(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepts) && exists(`${file}.gz`) ? 'gzip' : null;
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', type);
    const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (hashed) {
      // A hashed file never changes, so a browser never asks again: no validators (ETag,
      // Last-Modified) and no ranges of a compressed body, ~0.1 KB less on each of ~30 files.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      const body = read(compressed);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // The industry samples keep their names across builds: browsers check them again.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(compressed, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
