import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import {
  createDefaultSiteDocument,
  errorBodySchema,
  illustrationColors,
  illustrationPath,
  INDUSTRY_PACKS,
  stockImagesResponseSchema,
  type IntroductionSection,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

// Issue 28: the image picker's stock tab. With keys: Unsplash's photos with the photographer's
// credit, Pexels' when Unsplash fails; when no provider answers (or without keys): drawn
// illustrations of the site's trade, searchable by word. Real HTTP to stub providers on 127.0.0.1.

let providers: Server;
let down = { unsplash: false, pexels: false };
const asked: { path: string; query: string | null; authorization: string | undefined }[] = [];
let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let owner: HttpClient;
let guest: HttpClient;
let other: HttpClient;
let websiteId: string;

const photo = (host: string, i: number) => `https://images.${host}.test/${i}`;

beforeAll(async () => {
  providers = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    asked.push({ path: url.pathname, query: url.searchParams.get('query'), authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    const count = Math.min(3, Number(url.searchParams.get('per_page')));
    if (url.pathname === '/search/photos' && !down.unsplash) {
      const results = Array.from({ length: count }, (_, i) => ({
        id: `u${i}`,
        width: 4000,
        height: 3000,
        alt_description: 'a dentist at work',
        urls: {
          raw: photo('unsplash', i),
          full: `${photo('unsplash', i)}?full`,
          regular: `${photo('unsplash', i)}?regular`,
          small: `${photo('unsplash', i)}?small`,
          thumb: `${photo('unsplash', i)}?thumb`,
        },
        user: { name: 'Ana Photographer', links: { html: 'https://unsplash.test/@ana' } },
      }));
      return void res.end(JSON.stringify({ total: count, results }));
    }
    if (url.pathname === '/v1/search' && !down.pexels) {
      const photos = Array.from({ length: count }, (_, i) => ({
        id: 100 + i,
        width: 3000,
        height: 2000,
        alt: 'a bright dental office',
        photographer: 'Ben Lens',
        photographer_url: 'https://pexels.test/@ben',
        src: {
          original: photo('pexels', i),
          large2x: `${photo('pexels', i)}/l2`,
          large: `${photo('pexels', i)}/l`,
          medium: `${photo('pexels', i)}/m`,
          small: `${photo('pexels', i)}/s`,
          tiny: `${photo('pexels', i)}/t`,
        },
      }));
      return void res.end(JSON.stringify({ photos }));
    }
    res.writeHead(503).end('{}');
  });
  await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
  const stub = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  running = await startAppWithWorker({ UNSPLASH_ACCESS_KEY: 'unsplash-key', UNSPLASH_API_URL: stub, PEXELS_API_KEY: 'pexels-key', PEXELS_API_URL: stub });
  const people = await Promise.all(['owner', 'guest', 'other'].map((who) => signInByCode(running.base, `stock-${who}-${randomUUID().slice(0, 8)}@example.com`)));
  [owner, guest, other] = people.map((person) => person.client);
  websiteId = randomUUID();
  // A dentist's site as generation draws it offline: its introduction is an illustration of its icons.
  const document = createDefaultSiteDocument({ id: websiteId, businessName: 'Harbor Dental' });
  const icons = INDUSTRY_PACKS['dentist-office'].icons.slice(0, 3).map((entry) => entry.icon);
  const path = illustrationPath({ kind: 'scene', icons, aspect: 'landscape', colors: illustrationColors(document.theme.palette), seed: 'intro' });
  const intro = document.sections.find((section): section is IntroductionSection => section.type === 'Introduction')!;
  intro.image = {
    provider: 'Custom',
    urls: { thumbnail: path, small: path, regular: path, raw: path, full: path },
    alt: '',
    width: 1200,
    height: 900,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
  };
  const db = running.app.get(DataSource);
  await new DraftEventStore(db).createDraft({ userId: people[0]!.session.user.id, document });
  await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)', [
    people[1]!.session.user.email,
    people[1]!.session.user.id,
    websiteId,
  ]);
}, 60_000);
afterAll(async () => {
  await running?.stop();
  await new Promise<void>((resolve) => providers.close(() => resolve()));
});
beforeEach(() => {
  asked.length = 0;
  down = { unsplash: false, pexels: false };
});

const search = (client: HttpClient, q: string) => client.get(`/api/websites/${websiteId}/stock-images?q=${encodeURIComponent(q)}`);

it("answers Unsplash's photos for the words, each with the photographer's credit", async () => {
  const res = await search(owner, 'dentist');
  expect(res.status).toBe(200);
  const answer = stockImagesResponseSchema.parse(res.body);
  expect(answer.source).toBe('Unsplash');
  expect(answer.images).toHaveLength(3);
  expect(answer.images[0]).toMatchObject({
    provider: 'Unsplash',
    providerId: 'u0',
    urls: { regular: `${photo('unsplash', 0)}?regular`, thumbnail: `${photo('unsplash', 0)}?thumb` },
    alt: 'a dentist at work',
    attribution: { name: 'Ana Photographer', url: 'https://unsplash.test/@ana' },
  });
  expect(asked).toEqual([{ path: '/search/photos', query: 'dentist', authorization: 'Client-ID unsplash-key' }]);
});

it('asks for the business’s own name when nothing is typed, and a guest editor may search too', async () => {
  const res = await search(guest, '');
  expect(res.status).toBe(200);
  expect(asked[0]?.query).toBe('Harbor Dental');
});

it('answers Pexels’ photos when Unsplash fails', async () => {
  down.unsplash = true;
  const answer = stockImagesResponseSchema.parse((await search(owner, 'dentist')).body);
  expect(answer.source).toBe('Pexels');
  expect(answer.images[0]).toMatchObject({ provider: 'Pexels', attribution: { name: 'Ben Lens', url: 'https://pexels.test/@ben' } });
  expect(asked.map((entry) => entry.path)).toEqual(['/search/photos', '/v1/search']);
});

describe('when no provider answers', () => {
  beforeEach(() => {
    down = { unsplash: true, pexels: true };
  });

  it("lists illustrations of the site's trade in its colours, each drawn by the server", async () => {
    const answer = stockImagesResponseSchema.parse((await search(owner, '')).body);
    expect(answer.source).toBe('Illustrations');
    expect(answer.images.map((image) => image.providerId)).toEqual(INDUSTRY_PACKS['dentist-office'].icons.slice(0, 3).map((entry) => `illustration-${entry.icon}`));
    expect(answer.images[0]!.alt).toMatch(/^Illustration of /);
    const drawn = await fetch(`${running.base}${answer.images[0]!.urls.regular}`);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toContain('image/svg+xml');
  });

  it("finds illustrations by word: the site's own icons first, then any trade's", async () => {
    const tooth = stockImagesResponseSchema.parse((await search(owner, 'teeth')).body);
    expect(tooth.images[0]?.providerId).toBe('illustration-dental');
    const scissors = stockImagesResponseSchema.parse((await search(owner, 'scissors')).body);
    expect(scissors.images.map((image) => image.providerId)).toContain('illustration-scissors');
    expect(scissors.images[0]!.searchTerm).toBe('scissors');
    expect(stockImagesResponseSchema.parse((await search(owner, 'qwxzvk')).body).images).toEqual([]);
  });
});

it('is for the editors of the website only', async () => {
  const refused = await search(other, 'dentist');
  expect(refused.status).toBe(404);
  expect(errorBodySchema.parse(refused.body).error.message).toBe('No website at this link');
  const anonymous = await new HttpClient(running.base).get(`/api/websites/${websiteId}/stock-images?q=dentist`);
  expect(anonymous.status).toBe(401);
  expect(asked).toEqual([]);
});
