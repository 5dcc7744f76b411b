import type { NestExpressApplication } from '@nestjs/platform-express';
import { devMailSchema } from '@frontdoor/shared';
import { JobQueues } from '../src/queues/job-queues.js';
import { startWorker, type RunningWorker } from '../../worker/src/start-worker.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

let context: TestContext;
let app: NestExpressApplication;
let worker: RunningWorker;
let base: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ app, base } = await startTestServer(context.env));
  worker = await startWorker(context.env);
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await context?.cleanup();
});

async function mailbox(to: string, count: number) {
  for (let i = 0; i < 80; i++) {
    const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const mails = devMailSchema.array().parse(await res.json());
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} messages for ${to}`);
}

it('sends a queued email through the worker into the development mailbox, newest first', async () => {
  const queues = app.get(JobQueues);
  await queues.sendEmail({ to: 'Owner@Example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
  await mailbox('owner@example.com', 1);
  await queues.sendEmail({ to: 'owner@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });

  const mails = await mailbox(' OWNER@example.com ', 2);
  expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
  expect(mails[0]).toMatchObject({ to: 'owner@example.com', text: 'two', html: '<p>two</p>' });
  expect(Number.isNaN(Date.parse(mails[0].createdAt))).toBe(false);

  const other = await (await fetch(`${base}/api/dev/mailbox?to=someone@example.com`)).json();
  expect(other).toEqual([]);
});

it('refuses to queue a message that is not valid', async () => {
  const queues = app.get(JobQueues);
  await expect(queues.sendEmail({ to: 'nobody', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow();
});
