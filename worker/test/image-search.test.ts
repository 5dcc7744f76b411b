import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageSchema, INDUSTRY_PACKS, parseEnv } from '@frontdoor/shared';
import { createImageSearch } from '../src/images/create-image-search.js';

interface Seen {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let unsplashDown = false;

beforeAll(async () => {
  // Both providers' search APIs, as they answer, on 127.0.0.1.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    seen.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search/photos') {
      if (unsplashDown) return void res.writeHead(503).end('{}');
      const count = Number(url.searchParams.get('per_page'));
      return void res.end(
        JSON.stringify({
          total: count,
          results: Array.from({ length: count }, (_, i) => ({
            id: `u${i}`,
            width: 4000,
            height: 3000,
            alt_description: 'a barber trimming a beard',
            urls: {
              raw: `https://images.unsplash.test/u${i}?raw`,
              full: `https://images.unsplash.test/u${i}?full`,
              regular: `https://images.unsplash.test/u${i}?regular`,
              small: `https://images.unsplash.test/u${i}?small`,
              thumb: `https://images.unsplash.test/u${i}?thumb`,
            },
            user: { name: 'Ana Photographer', links: { html: 'https://unsplash.test/@ana' } },
          })),
        }),
      );
    }
    if (url.pathname === '/v1/search') {
      const count = Number(url.searchParams.get('per_page'));
      return void res.end(
        JSON.stringify({
          photos: Array.from({ length: count }, (_, i) => ({
            id: 100 + i,
            width: 3000,
            height: 2000,
            alt: 'barber shop interior',
            photographer: 'Ben Lens',
            photographer_url: 'https://pexels.test/@ben',
            src: {
              original: `https://images.pexels.test/${i}/o`,
              large2x: `https://images.pexels.test/${i}/l2`,
              large: `https://images.pexels.test/${i}/l`,
              medium: `https://images.pexels.test/${i}/m`,
              small: `https://images.pexels.test/${i}/s`,
              tiny: `https://images.pexels.test/${i}/t`,
            },
          })),
        }),
      );
    }
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  unsplashDown = false;
});

const palette = { background: '#ffffff', primaryText: '#112233', buttonBackground: '#1f6f5c', buttonForeground: '#ffffff', accent: '#ddeeff' };
const query = { term: 'barber beard trim', count: 3, orientation: 'landscape' as const, palette, industry: 'barber-shop' as const, slot: 'gallery' as const };

it('searches Unsplash with its key and maps photos with attribution', async () => {
  const search = createImageSearch(parseEnv({ UNSPLASH_ACCESS_KEY: 'unsplash-key', UNSPLASH_API_URL: base, PEXELS_API_KEY: 'pexels-key', PEXELS_API_URL: base }));
  const images = await search.search(query);
  expect(images).toHaveLength(3);
  for (const image of images) expect(imageSchema.parse(image)).toBeTruthy();
  expect(images[0]).toMatchObject({
    provider: 'Unsplash',
    providerId: 'u0',
    alt: 'a barber trimming a beard',
    searchTerm: 'barber beard trim',
    attribution: { name: 'Ana Photographer' },
  });
  expect(seen[0]).toMatchObject({ path: '/search/photos', authorization: 'Client-ID unsplash-key' });
  expect(seen[0].query.get('query')).toBe('barber beard trim');
  expect(seen[0].query.get('orientation')).toBe('landscape');
});

it('falls back to Pexels when Unsplash fails', async () => {
  unsplashDown = true;
  const search = createImageSearch(parseEnv({ UNSPLASH_ACCESS_KEY: 'unsplash-key', UNSPLASH_API_URL: base, PEXELS_API_KEY: 'pexels-key', PEXELS_API_URL: base }));
  const images = await search.search({ ...query, orientation: 'squarish' });
  expect(images.map((i) => i.provider)).toEqual(['Pexels', 'Pexels', 'Pexels']);
  const pexels = seen.find((s) => s.path === '/v1/search')!;
  expect(pexels.authorization).toBe('pexels-key');
  expect(pexels.query.get('orientation')).toBe('square');
});

it('draws industry illustrations offline when no provider is configured', async () => {
  const search = createImageSearch(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }));
  const images = await search.search(query);
  expect(seen).toHaveLength(0);
  expect(images).toHaveLength(3);
  const first = new URL(images[0].urls.regular, 'http://x');
  expect(first.pathname).toBe('/art/illustration.svg');
  // A barber's pictures are drawn with the barber's icons, in the site's colours.
  const barberIcons = INDUSTRY_PACKS['barber-shop'].icons.map((entry) => entry.icon);
  for (const image of images) {
    const icons = new URL(image.urls.regular, 'http://x').searchParams.get('i')!.split('.');
    expect(icons.every((icon) => barberIcons.includes(icon))).toBe(true);
    expect(image.alt).toMatch(/^Illustration of /);
  }
  expect(first.searchParams.get('c')).toBe('1f6f5c.ddeeff.ffffff.112233.ffffff');
  // Each gallery picture is led by a different icon.
  expect(new Set(images.map((i) => new URL(i.urls.regular, 'http://x').searchParams.get('i')!.split('.')[0])).size).toBe(3);
});
