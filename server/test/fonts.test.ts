import type { NestExpressApplication } from '@nestjs/platform-express';
import { request } from 'node:http';
import { FONT_FAMILIES, FONT_SUBSETS, fontFileUrl } from '@frontdoor/shared';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

// Issue 27: the curated web fonts come from the app's own origin, cached for a year.
let context: TestContext;
let app: NestExpressApplication;
let base: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ app, base } = await startTestServer(context.env));
});

afterAll(async () => {
  await app?.close();
  await context?.cleanup();
});

/** A GET with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('serves every face of every family as immutable WOFF2', async () => {
  for (const font of FONT_FAMILIES) {
    for (const subset of FONT_SUBSETS) {
      const res = await fetch(`${base}${fontFileUrl(font, subset, font.weights[0])}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  }
});

it('answers a repeated request with 304 by its ETag', async () => {
  const url = `${base}/fonts/playfair-display-latin-700.woff2`;
  const first = await fetch(url);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^".+"$/);
  expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
});

it('answers 404 for unknown families, weights, subsets and formats', async () => {
  for (const name of ['comic-sans-latin-400.woff2', 'lora-latin-900.woff2', 'lora-cyrillic-400.woff2', 'lora-latin-400.woff', 'lora-latin-400-normal.woff2', 'x']) {
    const res = await fetch(`${base}/fonts/${name}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('font/woff2');
  }
});

it('never reads outside the font files (no path traversal)', async () => {
  for (const path of [
    '/fonts/..%2F..%2Fpackage.json',
    '/fonts/%2e%2e%2fpackage.json',
    '/fonts/lora%2F..%2F..%2F..%2Fpackage.json',
    '/fonts/..%5C..%5Cpackage.json',
    '/fonts/../package.json',
    '/fonts/lora-latin-400.woff2%00.json',
  ]) {
    const res = await rawGet(path);
    expect(res.body).not.toContain('"dependencies"');
    expect(res.body).not.toContain('wOF2');
  }
});
