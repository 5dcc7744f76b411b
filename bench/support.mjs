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
 * colours and fonts, and publishes it at `handle`.
 */
export async function publishGeneratedSite(server, { brief, handle, sectionTypes = SECTION_TYPES, business }) {
  const { createDefaultTheme } = await import('../shared/dist/index.js');
  const token = await server.signIn(`bench-${handle}-${Date.now()}@example.com`);
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
  const published = await server.post(`/api/websites/${jobId}/publish`, { handle }, token);
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return handle;
}

/** The bench server with one generated site published at /maple-street-barbers. */
export async function startBenchApp() {
  const server = await startBenchServer();
  const handle = await publishGeneratedSite(server, { brief: BRIEF, handle: 'maple-street-barbers' });
  return { ...server, handle };
}
