// Shared by the benches: the real app (built dist: run `node scripts/build.mjs` first) on a fresh
// database, and one published generated site. Needs PostgreSQL and Redis like npm test.
import { randomUUID } from 'node:crypto';

export const BRIEF = {
  businessName: 'Maple Street Barbers',
  description: 'Classic barber shop offering skin fades, beard trims and hot towel shaves for the whole family.',
  location: 'Portland, Oregon',
  link: '',
};
export const SECTION_TYPES = ['Header', 'Introduction', 'Services', 'Gallery', 'QuoteBanner', 'ImageBanner', 'CustomerReviews', 'Contact', 'Footer'];

/** Server and worker in this process on a fresh database; signs in by email code. */
export async function startBenchServer() {
  const { parseEnv } = await import('../shared/dist/index.js');
  const { createServer } = await import('../server/dist/server/src/bootstrap.js');
  const { migrate } = await import('../data/dist/data/src/migrate.js');
  const { dropDatabase } = await import('../data/dist/data/src/ensure-database.js');
  const { startWorker } = await import('../worker/dist/start-worker.js');
  const dbUrl = new URL(parseEnv(process.env).DATABASE_URL);
  dbUrl.pathname = `/frontdoor_bench_${Date.now()}`;
  // Development mode: the bench signs in by an email code read from the development mailbox.
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    PORT: '0',
    DATABASE_URL: dbUrl.toString(),
    REDIS_PREFIX: `bench-${Date.now()}`,
    OPENAI_API_KEY: '',
    // A bench never asks the machine's DNS resolver (custom domains are written as connected).
    DOMAIN_DNS_SERVERS: '127.0.0.1:9',
  });
  await migrate(env.DATABASE_URL);
  const app = await createServer(env);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const worker = await startWorker(env);
  const post = (path, body, token) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
  const jobState = (jobId, token) =>
    fetch(`${url}/api/websites/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })
      .then((r) => r.json())
      .then((s) => s.state);
  async function signIn(email) {
    const {
      body: { sessionId },
    } = await post('/api/login/otp/generate', { email });
    for (;;) {
      const mails = await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`).then((r) => r.json());
      if (mails.length) return (await post('/api/login/otp/verify', { sessionId, code: /\b(\d{6})\b/.exec(mails[0].text)[1] })).body.session.accessToken;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  let workerRunning = true;
  return {
    url,
    databaseUrl: env.DATABASE_URL,
    post,
    signIn,
    jobState,
    /** In production the worker is its own process: a bench of the server alone stops it here. */
    async stopWorker() {
      if (workerRunning) await worker.close();
      workerRunning = false;
    },
    async stop() {
      if (workerRunning) await worker.close();
      await app.close();
      await dropDatabase(env.DATABASE_URL);
    },
  };
}

/**
 * Generates a site for `brief` as a new owner (each may own three) with the first suggested
 * colours and fonts; answers its id and the owner's token.
 */
export async function generateSite(server, { brief, tag, sectionTypes = SECTION_TYPES, business }) {
  const { createDefaultTheme } = await import('../shared/dist/index.js');
  const token = await server.signIn(`bench-${tag}-${Date.now()}@example.com`);
  const theme = createDefaultTheme();
  const styles = (await server.post('/api/onboarding/styles', { brief })).body;
  const {
    body: { jobId },
  } = await server.post(
    '/api/websites',
    {
      requestId: randomUUID(),
      brief,
      fontPair: styles.fontPairs[0] ?? theme.fontPair,
      palette: styles.palettes[0] ?? theme.palette,
      sectionTypes,
      ...(business && { business }),
    },
    token,
  );
  while ((await server.jobState(jobId, token)) !== 'completed') await new Promise((r) => setTimeout(r, 20));
  return { id: jobId, token };
}

async function publish(server, id, token, handle) {
  const published = await server.post(`/api/websites/${id}/publish`, { handle }, token);
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return handle;
}

/** Generates a site for `brief` (see generateSite) and publishes it at `handle`. */
export async function publishGeneratedSite(server, { brief, handle, sectionTypes = SECTION_TYPES, business }) {
  const { id, token } = await generateSite(server, { brief, tag: handle, sectionTypes, business });
  return publish(server, id, token, handle);
}

/**
 * A 12-megapixel photo as a phone takes it: a 4000 × 3000 JPEG of smooth noise over a colour
 * (about 1 MB; a real scene compresses alike), different on every call.
 */
export async function twelveMegapixelPhoto() {
  const { default: sharp } = await import('sharp');
  const hue = Math.floor(Math.random() * 200) + 28;
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: hue, sigma: 40 } } })
    .blur(3)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Uploads a photo to the website's images (POST /api/websites/{id}/images). */
export function uploadPhoto(server, id, token, bytes) {
  return fetch(`${server.url}/api/websites/${id}/images`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: bytes,
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
}

/**
 * A generated site whose owner uploaded `photos` (JPEG bytes): the first is the introduction's
 * picture, the others fill the gallery; published at `handle`. The photos are set in the draft as
 * the designer would (one Yjs update through the event store).
 */
export async function publishSiteWithPhotos(server, { handle, photos }) {
  const [{ setField, uploadedImageToImage }, { DraftEventStore, createDataSource }, Y] = await Promise.all([
    import('../shared/dist/index.js'),
    import('../data/dist/data/src/index.js'),
    import('yjs'),
  ]);
  const { id, token } = await generateSite(server, { brief: BRIEF, tag: handle });
  const uploaded = [];
  for (const photo of photos) {
    const answer = await uploadPhoto(server, id, token, photo);
    if (answer.status !== 201) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
    uploaded.push(answer.body);
  }
  const dataSource = createDataSource(server.databaseUrl);
  await dataSource.initialize();
  try {
    const store = new DraftEventStore(dataSource);
    const { ydoc, document } = await store.load(id);
    const updates = [];
    ydoc.on('update', (update) => updates.push(update));
    const sectionId = (type) => document.sections.find((section) => section.type === type).id;
    const [intro, ...gallery] = uploaded;
    setField(ydoc, ['sections', sectionId('Introduction'), 'image'], uploadedImageToImage(intro, 'Inside Maple Street Barbers'));
    setField(
      ydoc,
      ['sections', sectionId('Gallery'), 'items'],
      gallery.map((image, index) => ({ id: `photo-${index + 1}`, image: uploadedImageToImage(image, `A cut at Maple Street Barbers, photo ${index + 1}`) })),
    );
    const stored = await store.appendUpdate(id, null, Y.mergeUpdates(updates));
    if (stored.status !== 'appended') throw new Error(`placing the photos failed: ${JSON.stringify(stored)}`);
  } finally {
    await dataSource.destroy();
  }
  return publish(server, id, token, handle);
}

/**
 * A generated barber's site that takes bookings on Frontdoor (issue 40): its first two services
 * bookable (45 minutes at once, 30 minutes on request), open 09:00–17:00 every day in London time,
 * set in the draft as the designer would; published at `handle`. Answers the handle and the
 * services' ids.
 */
export async function publishSiteWithBookings(server, { handle }) {
  const [{ setField }, { DraftEventStore, createDataSource }, Y] = await Promise.all([
    import('../shared/dist/index.js'),
    import('../data/dist/data/src/index.js'),
    import('yjs'),
  ]);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const { id, token } = await generateSite(server, {
    brief: BRIEF,
    tag: handle,
    sectionTypes: ['Header', 'Introduction', 'Services', 'Scheduling', 'Contact', 'Footer'],
    business: { phone: '', email: '', address: '', serviceArea: '', hoursNote: '', hours: days.map((day) => ({ day, opens: '09:00', closes: '17:00' })) },
  });
  const dataSource = createDataSource(server.databaseUrl);
  await dataSource.initialize();
  let services;
  try {
    const store = new DraftEventStore(dataSource);
    const { ydoc, document } = await store.load(id);
    const updates = [];
    ydoc.on('update', (update) => updates.push(update));
    const section = (type) => document.sections.find((candidate) => candidate.type === type);
    const terms = [
      { durationMinutes: 45, bufferAfterMinutes: 15, dailyCap: null, mode: 'instant' },
      { durationMinutes: 30, bufferAfterMinutes: 0, dailyCap: null, mode: 'request' },
    ];
    const items = section('Services').items.map((item, index) => (terms[index] ? { ...item, booking: terms[index] } : item));
    services = items.filter((item) => item.booking).map((item) => item.id);
    setField(ydoc, ['sections', section('Services').id, 'items'], items);
    setField(ydoc, ['sections', section('Scheduling').id, 'provider'], 'frontdoor');
    setField(ydoc, ['sections', section('Scheduling').id, 'bookingRules'], {
      timeZone: 'Europe/London',
      closedDates: [],
      extraDays: [],
      minimumNoticeMinutes: 60,
      horizonDays: 28,
      slotStepMinutes: 15,
      cancelCutoffHours: 24,
    });
    const stored = await store.appendUpdate(id, null, Y.mergeUpdates(updates));
    if (stored.status !== 'appended') throw new Error(`setting up bookings failed: ${JSON.stringify(stored)}`);
  } finally {
    await dataSource.destroy();
  }
  return { handle: await publish(server, id, token, handle), services };
}

/** The bench server with one generated site published at /maple-street-barbers. */
export async function startBenchApp() {
  const server = await startBenchServer();
  const handle = await publishGeneratedSite(server, { brief: BRIEF, handle: 'maple-street-barbers' });
  return { ...server, handle };
}
