import type { NestExpressApplication } from '@nestjs/platform-express';
import { devMailSchema, type EmailAttachment } from '@frontdoor/shared';
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
  expect(mails[0]).toMatchObject({ to: 'owner@example.com', text: 'two', html: '<p>two</p>', attachments: [] });
  expect(Number.isNaN(Date.parse(mails[0].createdAt))).toBe(false);

  const other = await (await fetch(`${base}/api/dev/mailbox?to=someone@example.com`)).json();
  expect(other).toEqual([]);
});

it('keeps the attachments of a message (a calendar file) and returns them intact at GET /api/dev/mailbox', async () => {
  const queues = app.get(JobQueues);
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'SUMMARY:Coupe — Café Zoë', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
  const attachments: EmailAttachment[] = [
    { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
    { filename: 'notes.txt', contentType: 'text/plain; charset=utf-8', content: '' },
  ];
  await queues.sendEmail({ to: 'Guest@Example.com', subject: 'Your booking', text: 'See you then.', html: '<p>See you then.</p>', attachments });

  const [mail] = await mailbox('guest@example.com', 1);
  expect(mail).toMatchObject({ to: 'guest@example.com', subject: 'Your booking', attachments });
  expect(mail.attachments[0].content).toBe(ics);
  // What GET /api/dev/mailbox answers, field for field (the schema above would drop extra keys).
  const [answered] = (await (await fetch(`${base}/api/dev/mailbox?to=guest@example.com`)).json()) as { attachments: unknown }[];
  expect(answered.attachments).toEqual(attachments);
});

it('refuses to queue a message that is not valid', async () => {
  const queues = app.get(JobQueues);
  await expect(queues.sendEmail({ to: 'nobody', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow();
  const attachment = { filename: 'calendar/booking.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
  await expect(queues.sendEmail({ to: 'owner@example.com', subject: 'x', text: 'x', html: 'x', attachments: [attachment] })).rejects.toThrow();
});
