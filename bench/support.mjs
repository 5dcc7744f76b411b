// Shared by the benches: a real app (built dist) on a fresh database with one published
// generated site. Needs PostgreSQL and Redis like npm test; run `node scripts/build.mjs` first.
import { randomUUID } from 'node:crypto';

export async function startBenchApp() {
  const { parseEnv, createDefaultTheme } = await import('../shared/dist/index.js');
  const { createServer } = await import('../server/dist/server/src/bootstrap.js');
  const { migrate } = await import('../server/dist/server/src/database/migrate.js');
  const { dropDatabase } = await import('../server/dist/server/src/database/ensure-database.js');
  const { startWorker } = await import('../worker/dist/start-worker.js');
  const base = parseEnv(process.env);
  const dbUrl = new URL(base.DATABASE_URL);
  dbUrl.pathname = `/frontdoor_bench_${Date.now()}`;
  // Development mode: the bench signs in by an email code read from the development mailbox.
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'error', PORT: '0', DATABASE_URL: dbUrl.toString(), REDIS_PREFIX: `bench-${Date.now()}`, OPENAI_API_KEY: '' });
  await migrate(env.DATABASE_URL);
  const app = await createServer(env);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const worker = await startWorker(env);
  const post = (path, body, token) => fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json().catch(() => null) }));
  const { body: { sessionId } } = await post('/api/login/otp/generate', { email: 'bench@example.com' });
  let token;
  for (;;) {
    const mails = await fetch(`${url}/api/dev/mailbox?to=bench@example.com`).then((r) => r.json());
    if (mails.length) {
      token = (await post('/api/login/otp/verify', { sessionId, code: /\b(\d{6})\b/.exec(mails[0].text)[1] })).body.session.accessToken;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const theme = createDefaultTheme();
  const styles = (await post('/api/onboarding/styles', { brief: brief() })).body;
  const { body: { jobId } } = await post('/api/websites', {
    requestId: randomUUID(), brief: brief(), fontPair: styles.fontPairs[0] ?? theme.fontPair, palette: styles.palettes[0] ?? theme.palette,
    sectionTypes: ['Header', 'Introduction', 'Services', 'Gallery', 'QuoteBanner', 'ImageBanner', 'CustomerReviews', 'Contact', 'Footer'],
  }, token);
  for (;;) {
    const status = await fetch(`${url}/api/websites/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (status.state === 'completed') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const handle = 'maple-street-barbers';
  const published = await post(`/api/websites/${jobId}/publish`, { handle }, token);
  if (published.status !== 200) throw new Error(`publish failed: ${JSON.stringify(published.body)}`);
  return {
    url,
    handle,
    async stop() {
      await worker.close();
      await app.close();
      await dropDatabase(env.DATABASE_URL);
    },
  };
}

function brief() {
  return {
    businessName: 'Maple Street Barbers',
    description: 'Classic barber shop offering skin fades, beard trims and hot towel shaves for the whole family.',
    location: 'Portland, Oregon',
    link: '',
  };
}
