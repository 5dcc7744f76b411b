import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { createDefaultSiteDocument, queuePrefix, siteRootMap } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { etagOf } from '../../server/src/publishing/content-security-policy.js';
import { startAppWithWorker } from '../../server/test/support/app-with-worker.js';
import type { HttpClient } from '../../server/test/support/http-client.js';
import { signInByCode } from '../../server/test/support/sign-in.js';
import { LOCAL_S3_KEY, startLocalS3, type LocalS3 } from './support/local-s3.js';

// Published pages copied to an S3-compatible bucket (a real local one: s3rver on 127.0.0.1)
// through the publish-bucket queue, by the real server and worker on a fresh database.

const BUCKET = 'frontdoor-pages';
const PREFIX = 'sites/';

let s3: LocalS3;
let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let bucket: S3Client;
let queue: Queue;
let store: DraftEventStore;

beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
  running = await startAppWithWorker({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
    S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
    S3_PREFIX: PREFIX,
  });
  store = new DraftEventStore(running.app.get(DataSource));
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY },
  });
  queue = new Queue('publish-bucket', { connection: { url: running.env.REDIS_URL }, prefix: queuePrefix(running.env.REDIS_PREFIX) });
});

afterAll(async () => {
  await queue?.close();
  bucket?.destroy();
  await running?.stop();
  await s3?.close();
});

interface StoredObject {
  body: Buffer;
  contentType?: string;
  cacheControl?: string;
  metadata: Record<string, string>;
}

async function readOnce(key: string): Promise<StoredObject | null> {
  try {
    const found = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return {
      body: Buffer.from(await found.Body!.transformToByteArray()),
      contentType: found.ContentType,
      cacheControl: found.CacheControl,
      metadata: found.Metadata ?? {},
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/**
 * The object at `key`, or null. s3rver writes an object's bytes and then its headers in two
 * steps, so a read in between sees new bytes with no (or the previous) headers: the read is made
 * again until the object's page ETag matches its bytes (a real S3 replaces both at once).
 */
async function readObject(key: string): Promise<StoredObject | null> {
  let object = await readOnce(key);
  for (let i = 0; object && object.metadata['page-etag'] !== etagOf(object.body.toString('utf8')) && i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    object = await readOnce(key);
  }
  return object;
}

async function keys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page as the app serves it: the bytes (uncompressed) and the headers a bucket can keep. */
async function servedPage(handle: string) {
  const res = await fetch(`${running.base}/${handle}`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  return {
    body: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    csp: res.headers.get('content-security-policy'),
  };
}

async function ownerWithDraft(email: string, businessName: string): Promise<{ client: HttpClient; id: string; userId: string }> {
  const { client, session } = await signInByCode(running.base, email);
  const id = randomUUID();
  await store.createDraft({ userId: session.user.id, document: createDefaultSiteDocument({ id, businessName, sectionTypes: ['Header', 'Introduction', 'Footer'] }) });
  return { client, id, userId: session.user.id };
}

/** An edit of the draft, as the designer would store it: a new page title. */
async function retitle(id: string, userId: string, title: string): Promise<void> {
  const loaded = await store.load(id);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(loaded!.ydoc));
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  (siteRootMap(doc).get('websiteSettings') as Y.Map<unknown>).set('pageTitle', title);
  await store.appendUpdate(id, userId, Y.mergeUpdates(updates));
}

async function publish(client: HttpClient, id: string, handle: string): Promise<void> {
  const started = Date.now();
  const res = await client.post(`/api/websites/${id}/publish`, { handle });
  expect(res.status).toBe(200);
  // Only a job is queued: the publish never waits for the storage service.
  expect(Date.now() - started).toBeLessThan(5_000);
}

it('puts the page the app serves at <prefix><handle> on publish, with its type, caching and policy, and updates it on republish', async () => {
  const { client, id, userId } = await ownerWithDraft('bucket-owner@example.com', 'Maple Street Barbers');
  await publish(client, id, 'maple-street');
  const first = await waitFor('the first object', () => readObject(`${PREFIX}maple-street`));
  const served = await servedPage('maple-street');
  expect(first.body.equals(served.body)).toBe(true);
  expect(first.body.toString('utf8')).toContain('Maple Street Barbers');
  expect(first.contentType).toBe(served.contentType);
  expect(first.contentType).toBe('text/html; charset=utf-8');
  expect(first.cacheControl).toBe(served.cacheControl);
  expect(first.metadata['content-security-policy']).toBe(served.csp);
  expect(first.metadata['content-security-policy']).toMatch(/default-src 'none'/);
  expect(first.metadata['page-etag']).toBe((await fetch(`${running.base}/maple-street`)).headers.get('etag'));

  await retitle(id, userId, 'Maple Street Barbers, Second Edition');
  await publish(client, id, 'maple-street');
  const second = await waitFor('the republished object', async () => {
    const object = await readObject(`${PREFIX}maple-street`);
    return object && !object.body.equals(first.body) ? object : null;
  });
  const servedAgain = await servedPage('maple-street');
  expect(servedAgain.body.toString('utf8')).toContain('Second Edition');
  expect(second.body.equals(servedAgain.body)).toBe(true);
  expect(second.metadata['content-security-policy']).toBe(servedAgain.csp);
});

it('moves the object with a change of address, and removes it when the website or its account is deleted', async () => {
  const { client, id } = await ownerWithDraft('bucket-mover@example.com', 'Moving Co');
  await publish(client, id, 'old-spot');
  await waitFor('the object at the first address', () => readObject(`${PREFIX}old-spot`));

  await publish(client, id, 'new-spot');
  const moved = await waitFor('the object at the new address', () => readObject(`${PREFIX}new-spot`));
  expect(moved.body.equals((await servedPage('new-spot')).body)).toBe(true);
  await waitFor('the old object to go', async () => (await readObject(`${PREFIX}old-spot`)) === null);

  expect((await client.request('DELETE', `/api/websites/${id}`)).status).toBe(204);
  await waitFor('the object to go with the website', async () => (await readObject(`${PREFIX}new-spot`)) === null);
  expect(await keys()).toEqual([`${PREFIX}maple-street`]);

  // Deleting an account deletes its published sites, and so their objects.
  const leaver = await ownerWithDraft('bucket-leaver@example.com', 'Leaving Soon');
  await publish(leaver.client, leaver.id, 'leaving-soon');
  await waitFor('the object of the account to delete', () => readObject(`${PREFIX}leaving-soon`));
  expect((await leaver.client.request('DELETE', '/api/account')).status).toBeLessThan(300);
  await waitFor('the object to go with the account', async () => (await readObject(`${PREFIX}leaving-soon`)) === null);
  expect(await keys()).toEqual([`${PREFIX}maple-street`]);
});

it('retries while the bucket is down and lands the newest page once it is back, never an older one', async () => {
  const { client, id, userId } = await ownerWithDraft('bucket-outage@example.com', 'Outage Bakery');
  await s3.stop();
  try {
    await publish(client, id, 'outage-bakery');
    await retitle(id, userId, 'Outage Bakery, Newest');
    await publish(client, id, 'outage-bakery');
    // Both jobs have failed, one of them on its retry too, and they wait for their next try.
    await waitFor('both jobs to fail, and one to fail again', async () => {
      const jobs = (await queue.getJobs(['delayed', 'waiting', 'active', 'failed'])).filter((job) => job.data.handles.includes('outage-bakery'));
      return jobs.length === 2 && jobs.every((job) => job.attemptsMade >= 1) && jobs.some((job) => job.attemptsMade >= 2);
    });
  } finally {
    await s3.start();
  }
  const newest = (await servedPage('outage-bakery')).body;
  expect(newest.toString('utf8')).toContain('Outage Bakery, Newest');
  await waitFor('the newest page in the bucket', async () => (await readObject(`${PREFIX}outage-bakery`))?.body.equals(newest), 30_000);
  // Every job has run by now; the earlier publish's job, run late, wrote the current page too.
  await waitFor(
    'both jobs to finish',
    async () => {
      const done = (await queue.getJobs(['completed'])).filter((job) => job.data.handles.includes('outage-bakery'));
      return done.length === 2;
    },
    30_000,
  );
  expect((await readObject(`${PREFIX}outage-bakery`))!.body.equals(newest)).toBe(true);

  // A job for a handle whose object went missing (or a duplicate job) writes the current page again.
  await bucket.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}outage-bakery` }));
  await queue.add('sync', { handles: ['outage-bakery'] });
  await waitFor('the page written again', async () => (await readObject(`${PREFIX}outage-bakery`))?.body.equals(newest));
});

describe('with no bucket configured', () => {
  let off: Awaited<ReturnType<typeof startAppWithWorker>>;
  beforeAll(async () => {
    off = await startAppWithWorker({ S3_BUCKET: '' });
  });
  afterAll(() => off?.stop());

  it('queues nothing on publish, address change or delete', async () => {
    const { client, session } = await signInByCode(off.base, 'no-bucket@example.com');
    const id = randomUUID();
    await new DraftEventStore(off.app.get(DataSource)).createDraft({
      userId: session.user.id,
      document: createDefaultSiteDocument({ id, businessName: 'Local Only', sectionTypes: ['Header', 'Footer'] }),
    });
    expect((await client.post(`/api/websites/${id}/publish`, { handle: 'local-only' })).status).toBe(200);
    expect((await client.post(`/api/websites/${id}/publish`, { handle: 'local-only-2' })).status).toBe(200);
    expect((await fetch(`${off.base}/local-only-2`)).status).toBe(200);
    expect((await client.request('DELETE', `/api/websites/${id}`)).status).toBe(204);
    const offQueue = new Queue('publish-bucket', { connection: { url: off.env.REDIS_URL }, prefix: queuePrefix(off.env.REDIS_PREFIX) });
    try {
      const counts = await offQueue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized');
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(0);
    } finally {
      await offQueue.close();
    }
    expect((await keys()).filter((key) => key.includes('local-only'))).toEqual([]);
  });
});
