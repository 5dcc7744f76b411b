import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

// Prometheus metrics: not public (a bearer token), readable by a scraper, counting what happened.
const TOKEN = 'metrics-token-for-the-test-0123456789';
let context: TestContext;
let app: NestExpressApplication;
let base: string;

beforeAll(async () => {
  context = await createTestContext({ METRICS_TOKEN: TOKEN });
  ({ app, base } = await startTestServer(context.env));
});

afterAll(async () => {
  await app?.close();
  await context?.cleanup();
});

it('answers only a scraper with the token', async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(401);
  expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
});

it('counts requests, jobs per queue, live documents and the process', async () => {
  for (let i = 0; i < 3; i++) await fetch(`${base}/api/health/live`);
  await fetch(`${base}/api/no-such-thing`);
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const value = (line: string) => Number(new RegExp(`^${line.replace(/[{}"]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text)?.[1]);
  expect(value('frontdoor_http_requests_total{kind="api",status="2xx"}')).toBeGreaterThanOrEqual(3);
  expect(value('frontdoor_http_requests_total{kind="api",status="4xx"}')).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^frontdoor_http_request_duration_seconds_bucket\{le="0\.005",kind="api"\} \d+$/m);
  expect(value('frontdoor_jobs{queue="email",state="waiting"}')).toBeGreaterThanOrEqual(0);
  expect(value('frontdoor_collab_documents')).toBe(0);
  expect(value('frontdoor_collab_connections')).toBe(0);
  expect(value('frontdoor_published_pages_served_total')).toBe(0);
  expect(value('frontdoor_process_resident_memory_bytes')).toBeGreaterThan(0);
});
