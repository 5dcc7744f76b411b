import { businessNamesResponseSchema } from '@frontdoor/shared';
import { startAppWithWorker } from './support/app-with-worker.js';

/**
 * Calls that wait for a job's answer (the free tools, style options, rewrites) through
 * JobQueues.run. Several of them asked at once on a server that has not run a job yet: each one
 * must hear its job finish (only the first caller used to wait for the queue's event stream to be
 * read; a job that finished before that would have been waited on for the whole 20 s: a 503).
 */

let running: Awaited<ReturnType<typeof startAppWithWorker>>;

beforeAll(async () => {
  running = await startAppWithWorker();
});
afterAll(() => running?.stop());

it('answers several tool calls asked at once on a fresh server, each within seconds', async () => {
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      fetch(`${running.base}/api/tools/business-names`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}` },
        body: JSON.stringify({ keywords: `bakery ${index}` }),
      }).then(async (res) => ({ status: res.status, body: await res.json(), ms: Date.now() - started })),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  for (const answer of answers) expect(businessNamesResponseSchema.parse(answer.body).names).toHaveLength(12);
  expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);
}, 60_000);
