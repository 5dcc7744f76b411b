import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, errorBodySchema, uploadResultSchema } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { gifImage, icoImage, jpegImage, noisyPng, pngImage, webpImage } from './support/test-images.js';

// Issue 27: the browser icon and the logo as an image (spec §5, §8), against the real server:
// the format is read from the bytes, the sizes are checked, the file is stored under the hash
// of its bytes and served back with its own type; owners and guest editors may upload, nobody
// else, and nothing refused is stored.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let store: DraftEventStore;
let db: DataSource;
let owner: HttpClient;
let guest: HttpClient;
let other: HttpClient;
let websiteId: string;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
  const people = await Promise.all(['owner', 'guest', 'other'].map((who) => signInByCode(running.base, `uploads-${who}-${randomUUID().slice(0, 8)}@example.com`)));
  [owner, guest, other] = people.map((person) => person.client);
  websiteId = randomUUID();
  await store.createDraft({ userId: people[0]!.session.user.id, document: createDefaultSiteDocument({ id: websiteId, businessName: 'Harbor Dental' }) });
  await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)', [
    people[1]!.session.user.email,
    people[1]!.session.user.id,
    websiteId,
  ]);
}, 60_000);
afterAll(() => running?.stop());

const upload = (client: HttpClient, kind: 'favicon' | 'logo', bytes: Uint8Array, headers: Record<string, string> = {}) =>
  client.request('POST', `/api/websites/${websiteId}/uploads/${kind}`, bytes, headers);

/** The refusal's message, after checking it has the one error shape. */
const messageOf = (body: unknown) => errorBodySchema.parse(body).error.message;

const storedFiles = () => readdirSync(running.env.UPLOADS_DIR).filter((name) => !name.startsWith('.'));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the browser icon', () => {
  it('stores a PNG under the hash of its bytes and serves it back byte for byte, cached for a year', async () => {
    const icon = await pngImage(32);
    const res = await upload(owner, 'favicon', icon);
    expect(res.status).toBe(200);
    expect(uploadResultSchema.parse(res.body)).toEqual({ url: `/uploads/${sha256(icon)}.png`, width: 32, height: 32 });

    const served = await fetch(`${running.base}${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(icon)).toBe(true);
    // The name is the hash: a browser that has it asks again and is told it has not changed.
    const again = await fetch(`${running.base}${res.body.url}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('stores an icon file (.ico) with several sizes, served as an icon', async () => {
    const icon = await icoImage([16, 32, 48]);
    const res = await upload(owner, 'favicon', icon);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: `/uploads/${sha256(icon)}.ico`, width: 48, height: 48 });
    const served = await fetch(`${running.base}${res.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await served.arrayBuffer()).equals(icon)).toBe(true);
  });

  it('takes GIF and JPEG icons', async () => {
    expect((await upload(owner, 'favicon', await gifImage(64))).body.url).toMatch(/\.gif$/);
    expect((await upload(owner, 'favicon', await jpegImage(180))).body.url).toMatch(/\.jpg$/);
  });

  it('reads the format from the bytes, not from the name or the Content-Type the browser guessed from it', async () => {
    // A PNG named icon.ico is a PNG: stored and served as one.
    const png = await pngImage(48);
    const renamed = await upload(owner, 'favicon', png, { 'content-type': 'image/x-icon' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.url).toBe(`/uploads/${sha256(png)}.png`);
    expect((await fetch(`${running.base}${renamed.body.url}`)).headers.get('content-type')).toBe('image/png');

    const before = storedFiles();
    const notImages: [string, Uint8Array][] = [
      ['a text file named icon.png', Buffer.from('just some words, not a picture at all\n')],
      ['an SVG named icon.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><script>alert(1)</script></svg>')],
      ['a WebP (not a browser icon type)', await webpImage(32)],
      ['nothing at all', Buffer.alloc(0)],
      ['an icon file whose directory points past its end', (await icoImage([32])).subarray(0, 40)],
    ];
    for (const [what, bytes] of notImages) {
      const res = await upload(owner, 'favicon', bytes, { 'content-type': 'image/png' });
      expect({ what, status: res.status, message: messageOf(res.body) }).toEqual({ what, status: 415, message: 'Invalid file type detected' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an icon that is not square, or larger than 512 × 512', async () => {
    const before = storedFiles();
    for (const bytes of [await pngImage(64, 32), await pngImage(600), await icoImage([16, 32]).then((ico) => withIcoEntry(ico, 1, 48, 32))]) {
      const res = await upload(owner, 'favicon', bytes);
      expect(res.status).toBe(422);
      expect(messageOf(res.body)).toBe('The browser icon must be square, at most 512 × 512 pixels.');
    }
    expect((await upload(owner, 'favicon', await pngImage(512))).status).toBe(200);
    expect(storedFiles()).toHaveLength(before.length + 1);
  });
});

describe('the size limit (2 MB)', () => {
  it('refuses a real image over 2 MB', async () => {
    const heavy = await noisyPng(1024, 1024);
    expect(heavy.length).toBeGreaterThan(2 * 1024 * 1024);
    for (const kind of ['favicon', 'logo'] as const) {
      const res = await upload(owner, kind, heavy);
      expect(res.status).toBe(413);
      expect(messageOf(res.body)).toBe('The file is larger than 2 MB.');
    }
  });

  it('refuses a 50 MB body by its declared length, and one sent without a length once it passes 2 MB', async () => {
    const before = storedFiles();
    const declared = await upload(owner, 'logo', Buffer.alloc(50 * 1024 * 1024));
    expect(declared.status).toBe(413);
    expect(messageOf(declared.body)).toBe('The file is larger than 2 MB.');

    // A streamed body (chunked, no Content-Length) is cut off as it passes the limit.
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${running.base}/api/websites/${websiteId}/uploads/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/octet-stream' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(messageOf(await streamed.json())).toBe('The file is larger than 2 MB.');
    expect(storedFiles()).toEqual(before);
  });
});

describe('the logo', () => {
  it('stores a GIF as it came, and a JPEG', async () => {
    const gif = await gifImage(240, 80);
    const res = await upload(owner, 'logo', gif);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: `/uploads/${sha256(gif)}.gif`, width: 240, height: 80 });
    const served = await fetch(`${running.base}${res.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await served.arrayBuffer()).equals(gif)).toBe(true);
    expect((await upload(owner, 'logo', await jpegImage(300, 100))).body).toMatchObject({ width: 300, height: 100 });
  });

  it('stores a logo taller than 512 px scaled to 512 px high, in its own format', async () => {
    const res = await upload(owner, 'logo', await pngImage(400, 1200));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 171, height: 512 });
    const served = Buffer.from(await (await fetch(`${running.base}${res.body.url}`)).arrayBuffer());
    expect(res.body.url).toBe(`/uploads/${sha256(served)}.png`);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 171, height: 512 });
  });

  it('refuses an icon file or a WebP as a logo (png, gif and jpeg only)', async () => {
    for (const bytes of [await icoImage([32]), await webpImage(120)]) {
      const res = await upload(owner, 'logo', bytes, { 'content-type': 'image/png' });
      expect(res.status).toBe(415);
      expect(messageOf(res.body)).toBe('Invalid file type detected');
    }
  });
});

describe('who may upload', () => {
  it('lets an accepted guest editor upload, like the owner', async () => {
    const res = await upload(guest, 'favicon', await pngImage(16));
    expect(res.status).toBe(200);
    expect((await upload(guest, 'logo', await pngImage(200, 60))).status).toBe(200);
  });

  it('tells another user there is no website at this link, and a missing website alike', async () => {
    for (const path of [`/api/websites/${websiteId}/uploads/favicon`, `/api/websites/${randomUUID()}/uploads/logo`]) {
      const res = await other.request('POST', path, await pngImage(16));
      expect(res.status).toBe(404);
      expect(messageOf(res.body)).toBe('No website at this link');
    }
  });

  it('asks an anonymous caller to sign in', async () => {
    const res = await new HttpClient(running.base).request('POST', `/api/websites/${websiteId}/uploads/favicon`, await pngImage(16));
    expect(res.status).toBe(401);
  });

  it('refuses an upload posted from another site, and stores nothing', async () => {
    const before = storedFiles();
    const icon = await pngImage(20);
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      // A browser sends the cookies of this site along; the token could not be read elsewhere, but the check does not rely on that.
      const res = await upload(owner, 'favicon', icon, { cookie: 'fd_refresh=whatever', ...headers });
      expect(res.status).toBe(403);
    }
    expect(storedFiles()).toEqual(before);
    // The app's own page is let through.
    expect((await upload(owner, 'favicon', icon, { cookie: 'fd_refresh=whatever', origin: new URL(running.base).origin, 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
  });
});

describe('GET /uploads/{file}', () => {
  it('serves only stored uploads by their names: no other file, no path out of the folder', async () => {
    // A file in the folder that is not named like an upload is never served.
    writeFileSync(join(running.env.UPLOADS_DIR, 'notes.txt'), 'private');
    const paths = [
      '/uploads/',
      `/uploads/${'a'.repeat(64)}.png`, // well formed, not stored
      `/uploads/${'A'.repeat(64)}.png`,
      '/uploads/notes.txt',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/..%5C..%5Cpackage.json',
      `/uploads/${'a'.repeat(64)}.png%00.txt`,
      '/uploads/%2Fetc%2Fpasswd',
    ];
    for (const path of paths) {
      const res = await fetch(`${running.base}${path}`);
      expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 404, type: 'application/json; charset=utf-8' });
      expect(await res.text()).not.toContain('private');
    }
  });
});

/** An icon file with entry `index` of its directory claiming another size (its picture is unchanged). */
function withIcoEntry(ico: Buffer, index: number, width: number, height: number): Buffer {
  const copy = Buffer.from(ico);
  const entry = 6 + 16 * index;
  // Point the entry at a bitmap header so the directory's sizes are the ones read.
  const offset = copy.readUInt32LE(entry + 12);
  copy.writeUInt32LE(40, offset);
  copy.writeUInt8(width, entry);
  copy.writeUInt8(height, entry + 1);
  return copy;
}
