import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|map)$/;

/**
 * Writes a .br (brotli, best) and a .gz (gzip, best) beside every compressible file of the
 * built client, once at build time; the server sends them to browsers that accept them
 * (server/src/client-app/precompressed-assets.ts).
 */
export function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || entry.endsWith('.map')) continue;
    const body = readFileSync(path);
    if (body.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
