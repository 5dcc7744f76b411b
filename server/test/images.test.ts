import { createHash, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import {
  createDefaultSiteDocument,
  errorBodySchema,
  LIMITS,
  setField,
  uploadedImageListSchema,
  uploadedImageSchema,
  uploadedImageToImage,
  yDocToSiteDocument,
  type PlainValue,
  type UploadedImage,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { collabClients, eventually } from './support/collab-client.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { cameraPhoto, gifImage, icoImage, jpegImage, photoJpeg, pngImage, webpImage } from './support/test-images.js';

// Issue 28: the owner's photos (spec §5 "My Images", §8 wording), against the real server,
// PostgreSQL and the uploads folder: the type is read from the bytes, every size is stored upright
// as WebP without the camera's metadata, refusals store nothing, at most 36 per website, newest
// first, and a photo the published page shows keeps being served after it is removed.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let store: DraftEventStore;
let db: DataSource;
let owner: HttpClient;
let guest: HttpClient;
let other: HttpClient;
let ownerId: string;
let ownerToken: string;
let websiteId: string;
const clients = collabClients(() => running.base);

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
  const people = await Promise.all(['owner', 'guest', 'other'].map((who) => signInByCode(running.base, `images-${who}-${randomUUID().slice(0, 8)}@example.com`)));
  [owner, guest, other] = people.map((person) => person.client);
  ownerId = people[0]!.session.user.id;
  ownerToken = people[0]!.session.accessToken;
  websiteId = await newWebsite();
  await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)', [
    people[1]!.session.user.email,
    people[1]!.session.user.id,
    websiteId,
  ]);
}, 60_000);
afterEach(() => clients.closeAll());
afterAll(() => running?.stop());

async function newWebsite(): Promise<string> {
  const id = randomUUID();
  await store.createDraft({
    userId: ownerId,
    document: createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Contact', 'Footer'] }),
  });
  return id;
}

/** Every upload from its own client address: the per-address limit has its own test below. */
let address = 0;
const fromAddress = () => `10.28.${Math.floor(++address / 250)}.${address % 250}`;

const upload = (client: HttpClient, bytes: Uint8Array, headers: Record<string, string> = {}, website = websiteId) =>
  client.request('POST', `/api/websites/${website}/images`, bytes, { 'x-forwarded-for': fromAddress(), ...headers });
const list = async (client: HttpClient = owner, website = websiteId): Promise<UploadedImage[]> => {
  const res = await client.get(`/api/websites/${website}/images`);
  expect(res.status).toBe(200);
  return uploadedImageListSchema.parse(res.body).images;
};
const remove = (client: HttpClient, imageId: string, website = websiteId) => client.request('DELETE', `/api/websites/${website}/images/${imageId}`);

/** The refusal's message, after checking it has the one error shape. */
const messageOf = (body: unknown) => errorBodySchema.parse(body).error.message;
const storedFiles = () => readdirSync(running.env.UPLOADS_DIR).filter((name) => !name.startsWith('.'));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function served(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${running.base}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The colour of one pixel, as [r, g, b]. */
async function pixel(bytes: Buffer, left: number, top: number): Promise<number[]> {
  return [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
}

describe('a camera photo', () => {
  it('is stored upright in every size, as WebP, without its EXIF (camera, GPS position)', async () => {
    const photo = await cameraPhoto(3000, 2000);
    const camera = await sharp(photo).metadata();
    expect(camera).toMatchObject({ orientation: 6, width: 3000, height: 2000 });
    // The GPS IFD pointer (tag 0x8825) is in the file sent.
    expect(camera.exif!.includes(Buffer.from([0x88, 0x25])) || camera.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(owner, photo, { 'content-type': 'image/png' });
    expect(res.status).toBe(201);
    const image = uploadedImageSchema.parse(res.body);
    // Upright: the sideways 3000 × 2000 is shown 2000 wide and 3000 high.
    expect(image).toMatchObject({ width: 2000, height: 3000, inUse: { draft: false, published: false } });
    expect(Date.parse(image.createdAt)).not.toBeNaN();

    const expected = { thumbnail: [200, 300], small: [400, 600], medium: [720, 1080], regular: [1080, 1620], full: [2000, 3000], raw: [2000, 3000] };
    for (const [size, [width, height]] of Object.entries(expected)) {
      const url = image.urls[size as keyof typeof expected]!;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      const file = await served(url);
      expect({ size, status: file.status, type: file.type }).toEqual({ size, status: 200, type: 'image/webp' });
      // The name is the hash of the bytes served.
      expect(url).toBe(`/uploads/${sha256(file.bytes)}.webp`);
      const metadata = await sharp(file.bytes).metadata();
      expect({ size, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ size, format: 'webp', width, height });
      expect({ size, exif: metadata.exif, orientation: metadata.orientation, xmp: metadata.xmp }).toEqual({
        size,
        exif: undefined,
        orientation: undefined,
        xmp: undefined,
      });
      expect(file.bytes.includes('Exif')).toBe(false);
      expect(file.bytes.includes('PhoneMaker')).toBe(false);
      // Turned by its orientation: the stored left half (red) is now on top, the right half (blue) below.
      const [red, , blue] = await pixel(file.bytes, Math.floor(width / 2), Math.floor(height / 4));
      expect(red).toBeGreaterThan(200);
      expect(blue).toBeLessThan(60);
      const bottom = await pixel(file.bytes, Math.floor(width / 2), Math.floor((height * 3) / 4));
      expect(bottom[0]).toBeLessThan(60);
      expect(bottom[2]).toBeGreaterThan(200);
    }

    // A tiny blurred preview, upright too, ready to show while a size loads.
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    const preview = await sharp(Buffer.from(image.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 11, height: 16 });

    // It is the newest of My Images, and the designer places it as a Custom image.
    expect((await list())[0]).toEqual(image);
    expect(uploadedImageToImage(image, 'Our practice')).toMatchObject({
      provider: 'Custom',
      providerId: image.id,
      urls: image.urls,
      width: 2000,
      height: 3000,
      alt: 'Our practice',
    });
  });

  it('keeps a photo smaller than a size at its own width, and finds the same photo sent again', async () => {
    const photo = await photoJpeg(700, 500);
    const first = uploadedImageSchema.parse((await upload(owner, photo)).body);
    expect(first).toMatchObject({ width: 700, height: 500 });
    expect((await sharp((await served(first.urls.small)).bytes).metadata()).width).toBe(400);
    for (const size of ['regular', 'full', 'raw'] as const) expect((await sharp((await served(first.urls[size])).bytes).metadata()).width).toBe(700);
    const before = (await list()).length;
    const again = await upload(owner, photo);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first);
    expect(await list()).toHaveLength(before);
  });
});

describe('what is taken', () => {
  it('takes jpg, png, gif and webp, whatever the name or Content-Type says', async () => {
    for (const [what, bytes] of [
      ['png', await pngImage(300, 200)],
      ['gif', await gifImage(300, 200)],
      ['webp', await webpImage(300, 200)],
      ['jpeg', await jpegImage(300, 200)],
    ] as const) {
      const res = await upload(owner, bytes, { 'content-type': 'text/plain' });
      expect({ what, status: res.status }).toEqual({ what, status: 201 });
      expect(res.body).toMatchObject({ width: 300, height: 200 });
    }
  });

  it("refuses files that are no jpg, png, gif or webp with 'Invalid file type detected', and stores nothing", async () => {
    const before = { files: storedFiles(), images: (await list()).length };
    for (const [what, bytes] of [
      ['a text file named photo.jpg', Buffer.from('Dear customer, here are our prices for 2025.\n')],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><script>alert(1)</script></svg>')],
      ['an icon file', await icoImage([32])],
      [
        'a TIFF',
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abc' } })
          .tiff()
          .toBuffer(),
      ],
      ['the first bytes of a JPEG only', (await jpegImage(300, 200)).subarray(0, 200)],
      ['nothing', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(owner, bytes, { 'content-type': 'image/jpeg' });
      expect({ what, status: res.status, message: messageOf(res.body) }).toEqual({ what, status: 415, message: 'Invalid file type detected' });
    }
    expect(storedFiles()).toEqual(before.files);
    expect(await list()).toHaveLength(before.images);
  });

  it('takes 15 MB exactly and refuses 15 MB and one byte (413), storing nothing', async () => {
    const photo = await jpegImage(320, 240);
    // Bytes after the end of a JPEG are not part of the picture (and are not kept).
    const exactly = Buffer.concat([photo, Buffer.alloc(LIMITS.maxImageBytes - photo.length)]);
    const taken = await upload(owner, exactly);
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ width: 320, height: 240 });

    const before = { files: storedFiles(), images: (await list()).length };
    const over = await upload(owner, Buffer.concat([photo, Buffer.alloc(LIMITS.maxImageBytes + 1 - photo.length, 1)]));
    expect(over.status).toBe(413);
    expect(messageOf(over.body)).toBe('The image is larger than 15 MB.');
    expect(storedFiles()).toEqual(before.files);
    expect(await list()).toHaveLength(before.images);
  });

  it('keeps only the pixels of a polyglot: no HTML, script or ZIP payload in any stored file', async () => {
    const payload = Buffer.concat([
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('secret.txt'),
    ]);
    // A JPEG with an HTML page and a ZIP archive after it; a GIF whose header is also a script ("GIF89a/*…*/=alert(1)").
    const gif = await gifImage(60, 40);
    const polyglots = [
      Buffer.concat([await jpegImage(300, 200), payload]),
      Buffer.concat([gif.subarray(0, 6), Buffer.from('/*'), gif.subarray(8), Buffer.from('*/=alert(1);//'), payload]),
    ];
    for (const bytes of polyglots) {
      const res = await upload(owner, bytes);
      expect(res.status).toBe(201);
      const image = uploadedImageSchema.parse(res.body);
      for (const url of Object.values(image.urls)) {
        const file = await served(url);
        expect(file.type).toBe('image/webp');
        for (const needle of ['<script', '<html', 'alert(', 'PK\u0003\u0004', 'secret.txt']) expect(file.bytes.includes(needle)).toBe(false);
      }
      // The served files are never read as anything but images.
      const res2 = await fetch(`${running.base}${image.urls.raw}`);
      expect(res2.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res2.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('refuses a decompression bomb (a PNG declaring 50000 × 50000) before decoding it, with a clear message', async () => {
    const before = { files: storedFiles(), images: (await list()).length, rss: process.memoryUsage().rss };
    for (const bytes of [bombPng(50_000, 50_000), bombPng(8_001, 8_000)]) {
      const res = await upload(owner, bytes);
      expect(res.status).toBe(422);
      expect(messageOf(res.body)).toBe('The image is too large to process: at most 64 megapixels.');
    }
    // Decoded, the first would take 7.5 GB; the server's process did not grow by anything near it.
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(128 * 1024 * 1024);
    expect(storedFiles()).toEqual(before.files);
    expect(await list()).toHaveLength(before.images);
  });
});

describe('My Images', () => {
  it("holds at most 36 photos per website: the 37th is refused with 'Maximum uploaded images reached'", async () => {
    const full = await newWebsite();
    const uploaded: string[] = [];
    for (let index = 0; index < LIMITS.imagesPerWebsite; index++) {
      const res = await upload(owner, await pngImage(24, 16, `#${index.toString(16).padStart(2, '0')}8040`), {}, full);
      expect(res.status).toBe(201);
      uploaded.push(res.body.id);
    }
    // Newest first.
    expect((await list(owner, full)).map((image) => image.id)).toEqual(uploaded.toReversed());

    const before = storedFiles();
    const refused = await upload(owner, await photoJpeg(400, 300), {}, full);
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toBe('Maximum uploaded images reached');
    expect(storedFiles()).toEqual(before);
    expect(await list(owner, full)).toHaveLength(LIMITS.imagesPerWebsite);

    // Removing one makes room again.
    expect((await remove(owner, uploaded[0]!, full)).status).toBe(204);
    expect((await upload(owner, await photoJpeg(400, 300), {}, full)).status).toBe(201);
  });

  it('removes a photo nothing shows: gone from the list and its files deleted', async () => {
    const image = uploadedImageSchema.parse((await upload(owner, await photoJpeg(1600, 1200))).body);
    const res = await remove(owner, image.id);
    expect(res.status).toBe(204);
    expect((await list()).map((listed) => listed.id)).not.toContain(image.id);
    for (const url of Object.values(image.urls)) expect((await served(url)).status).toBe(404);
    const again = await remove(owner, image.id);
    expect(again.status).toBe(404);
    expect(messageOf(again.body)).toBe('That image no longer exists.');
    expect((await remove(owner, 'not-an-id')).status).toBe(404);
  });

  it('keeps serving a removed photo the published page shows, so the page never breaks', async () => {
    const image = uploadedImageSchema.parse((await upload(owner, await photoJpeg(2000, 1500))).body);
    const designer = clients.open(websiteId, ownerToken);
    await designer.synced;
    const intro = yDocToSiteDocument(designer.doc).sections.find((section) => section.type === 'Introduction')!;
    expect(setField(designer.doc, ['sections', intro.id, 'image'], uploadedImageToImage(image, 'The waiting room') as unknown as PlainValue)).toEqual({ ok: true });
    await eventually(async () => (await list()).find((listed) => listed.id === image.id)?.inUse.draft === true, 'the draft to show the photo');

    const handle = `harbor-${randomUUID().slice(0, 6)}`;
    expect((await owner.post(`/api/websites/${websiteId}/publish`, { handle })).status).toBe(200);
    const page = await (await fetch(`${running.base}/${handle}`)).text();
    expect(page).toContain(`srcSet="${image.urls.small} 400w, ${image.urls.medium} 720w, ${image.urls.regular} 1080w, ${image.urls.full} 2000w"`);
    expect((await list()).find((listed) => listed.id === image.id)?.inUse).toEqual({ draft: true, published: true });

    expect((await remove(owner, image.id)).status).toBe(204);
    expect((await list()).map((listed) => listed.id)).not.toContain(image.id);
    for (const url of Object.values(image.urls)) expect((await served(url)).status).toBe(200);
    expect(await (await fetch(`${running.base}/${handle}`)).text()).toBe(page);

    // Sent again, it is back in My Images (the same photo, with its files).
    const back = await upload(owner, Buffer.from((await served(image.urls.raw)).bytes));
    expect(back.status).toBe(201);
  });

  it("keeps the files another website's photo also uses", async () => {
    const second = await newWebsite();
    const photo = await photoJpeg(900, 600);
    const here = uploadedImageSchema.parse((await upload(owner, photo)).body);
    const there = uploadedImageSchema.parse((await upload(owner, photo, {}, second)).body);
    expect(there.urls).toEqual(here.urls);
    expect((await remove(owner, here.id)).status).toBe(204);
    for (const url of Object.values(there.urls)) expect((await served(url)).status).toBe(200);
    // Deleting the other website deletes its rows, and then the files nobody names.
    expect((await owner.request('DELETE', `/api/websites/${second}`)).status).toBe(204);
    expect(await db.query('SELECT id FROM website_images WHERE website_id = $1', [second])).toEqual([]);
    for (const url of Object.values(there.urls)) expect((await served(url)).status).toBe(404);
  });
});

describe('who may use My Images', () => {
  it('lets an accepted guest editor upload, list and remove, like the owner', async () => {
    const res = await upload(guest, await photoJpeg(500, 400));
    expect(res.status).toBe(201);
    expect((await list(guest)).map((image) => image.id)).toContain(res.body.id);
    expect((await remove(guest, res.body.id)).status).toBe(204);
  });

  it('tells another user there is no website at this link, for a missing website alike', async () => {
    const mine = uploadedImageSchema.parse((await upload(owner, await pngImage(40))).body);
    for (const website of [websiteId, randomUUID()]) {
      for (const res of [
        await upload(other, await pngImage(16), {}, website),
        await other.get(`/api/websites/${website}/images`),
        await remove(other, mine.id, website),
      ]) {
        expect(res.status).toBe(404);
        expect(messageOf(res.body)).toBe('No website at this link');
      }
    }
    expect((await list()).map((image) => image.id)).toContain(mine.id);
  });

  it('asks an anonymous caller to sign in', async () => {
    const anonymous = new HttpClient(running.base);
    for (const res of [await upload(anonymous, await pngImage(16)), await anonymous.get(`/api/websites/${websiteId}/images`), await remove(anonymous, randomUUID())]) {
      expect(res.status).toBe(401);
    }
  });

  it('refuses a photo posted from another site, and stores nothing', async () => {
    const before = { files: storedFiles(), images: (await list()).length };
    const photo = await pngImage(30);
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      expect((await upload(owner, photo, { cookie: 'fd_refresh=whatever', ...headers })).status).toBe(403);
    }
    expect(storedFiles()).toEqual(before.files);
    expect(await list()).toHaveLength(before.images);
    const fromApp = await upload(owner, photo, { cookie: 'fd_refresh=whatever', origin: new URL(running.base).origin, 'sec-fetch-site': 'same-origin' });
    expect(fromApp.status).toBe(201);
  });

  it('limits uploads per client address, like the logo and the browser icon', async () => {
    const address = '10.99.0.1';
    let status = 0;
    // Refused files count too: the limit is on calls.
    for (let call = 0; call <= 120 && status !== 429; call++) status = (await upload(owner, Buffer.from('not a photo'), { 'x-forwarded-for': address })).status;
    expect(status).toBe(429);
    expect((await upload(owner, await pngImage(16), { 'x-forwarded-for': '10.99.0.2' })).status).toBe(201);
  });
});

/** A PNG whose header declares `width` × `height` pixels, followed by a few compressed rows of zeros (a decompression bomb). */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 64));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
