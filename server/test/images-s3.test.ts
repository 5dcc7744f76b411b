import { randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, errorBodySchema, uploadedImageListSchema, uploadedImageSchema, type UploadedImage } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { LOCAL_S3_KEY, startLocalS3, type LocalS3 } from '../../worker/test/support/local-s3.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import type { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';
import { cameraPhoto, photoJpeg, pngImage } from './support/test-images.js';

// Issue 28: uploaded files in an S3-compatible bucket (UPLOADS_S3_BUCKET), against a local
// S3 server (s3rver): photos, logos and browser icons are written there and served from there at
// the same addresses; while the store is down an upload says 'Upload error' and records nothing,
// and the files already stored answer 503 until it is back.

const BUCKET = 'frontdoor-uploads';
const PREFIX = 'files/';

let s3: LocalS3;
let bucket: S3Client;
let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let owner: HttpClient;
let websiteId: string;

beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
  running = await startAppWithWorker({
    UPLOADS_S3_BUCKET: BUCKET,
    UPLOADS_S3_PREFIX: PREFIX,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
    S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
  });
  bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
  const { session, client } = await signInByCode(running.base, `images-s3-${randomUUID().slice(0, 8)}@example.com`);
  owner = client;
  websiteId = randomUUID();
  await new DraftEventStore(running.app.get(DataSource)).createDraft({
    userId: session.user.id,
    document: createDefaultSiteDocument({ id: websiteId, businessName: 'Harbor Dental' }),
  });
}, 60_000);
afterAll(async () => {
  bucket?.destroy();
  await running?.stop();
  await s3?.close();
});

const upload = (bytes: Uint8Array) => owner.request('POST', `/api/websites/${websiteId}/images`, bytes);
const list = async (): Promise<UploadedImage[]> => uploadedImageListSchema.parse((await owner.get(`/api/websites/${websiteId}/images`)).body).images;
const objectOf = async (url: string) => {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${url.slice('/uploads/'.length)}` }));
  return { type: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
};
const served = async (url: string) => {
  const res = await fetch(`${running.base}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

it('stores every size of a photo in the bucket, under the prefix, and serves them from there', async () => {
  const res = await upload(await cameraPhoto(1600, 1200));
  expect(res.status).toBe(201);
  const image = uploadedImageSchema.parse(res.body);
  expect(image).toMatchObject({ width: 1200, height: 1600 });
  for (const url of Object.values(image.urls)) {
    const object = await objectOf(url);
    expect(object.type).toBe('image/webp');
    const file = await served(url);
    expect({ status: file.status, type: file.type }).toEqual({ status: 200, type: 'image/webp' });
    expect(file.bytes.equals(object.bytes)).toBe(true);
    expect((await sharp(file.bytes).metadata()).exif).toBeUndefined();
  }
  // The logo goes to the same store.
  const logo = await owner.request('POST', `/api/websites/${websiteId}/uploads/logo`, await pngImage(240, 80));
  expect(logo.status).toBe(200);
  expect((await objectOf(logo.body.url)).type).toBe('image/png');
  expect((await served(logo.body.url)).status).toBe(200);
});

it("says 'Upload error' while the store is down and records nothing; stored files answer 503 until it is back", async () => {
  const stored = uploadedImageSchema.parse((await upload(await photoJpeg(800, 600))).body);
  const before = await list();
  await s3.stop();
  try {
    const res = await upload(await photoJpeg(800, 600));
    expect(res.status).toBe(500);
    expect(errorBodySchema.parse(res.body).error.message).toBe('Upload error. Please try again, or contact support if it keeps happening.');
    expect(await list()).toEqual(before);
    const file = await served(stored.urls.regular);
    expect(file.status).toBe(503);
    expect(file.type).toMatch(/^application\/json/);
  } finally {
    await s3.start();
  }
  expect((await served(stored.urls.regular)).status).toBe(200);
  const again = await upload(await photoJpeg(800, 600));
  expect(again.status).toBe(201);
  expect((await list())[0]!.id).toBe(again.body.id);
});

it('deletes the files of a removed photo nothing shows from the bucket', async () => {
  const image = uploadedImageSchema.parse((await upload(await photoJpeg(640, 480))).body);
  expect((await owner.request('DELETE', `/api/websites/${websiteId}/images/${image.id}`)).status).toBe(204);
  for (const url of Object.values(image.urls)) {
    expect((await served(url)).status).toBe(404);
    await expect(objectOf(url)).rejects.toMatchObject({ name: 'NoSuchKey' });
  }
});
