import { existsSync } from 'node:fs';
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
    // Hashed assets never change; the industry samples keep their names across builds.
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.sendFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
