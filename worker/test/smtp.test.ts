import type { AddressInfo } from 'node:net';
import { Queue, QueueEvents } from 'bullmq';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_JOB_OPTIONS, queuePrefix, type EmailAttachment, type EmailJob } from '@frontdoor/shared';
import { jobDataKey, sealJobData } from '@frontdoor/shared/secret-box';
import { startWorker, type RunningWorker } from '../src/start-worker.js';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let rejectNext = 0;
let context: TestContext;
let worker: RunningWorker;
let queue: Queue;
let events: QueueEvents;

beforeAll(async () => {
  // A real SMTP peer on 127.0.0.1; it can refuse messages to prove retries.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext--;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  context = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Frontdoor <hello@frontdoor.test>' });
  worker = await startWorker(context.env);
  const connection = { url: context.env.REDIS_URL };
  queue = new Queue('email', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX), defaultJobOptions: DEFAULT_JOB_OPTIONS });
  events = new QueueEvents('email', { connection, prefix: queuePrefix(context.env.REDIS_PREFIX) });
  await events.waitUntilReady();
});

afterAll(async () => {
  await events?.close();
  await queue?.close();
  await worker?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await context?.cleanup();
});

beforeEach(() => {
  received = [];
  rejectNext = 0;
});

/** An email job as the app queues it: the message sealed with the key from AUTH_SECRET. */
const sealed = (message: EmailJob) => sealJobData(jobDataKey(context.env.AUTH_SECRET), message);

it('delivers HTML and text through SMTP when SMTP_URL is set', async () => {
  const job = await queue.add('send', sealed({ to: 'owner@example.com', subject: 'Your site is live', text: 'It is live.', html: '<h1>It is live.</h1>' }));
  await job.waitUntilFinished(events, 15_000);
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual(['owner@example.com']);
  expect(received[0].raw).toContain('Subject: Your site is live');
  expect(received[0].raw).toContain('From: Frontdoor <hello@frontdoor.test>');
  expect(received[0].raw).toContain('<h1>It is live.</h1>');
  expect(received[0].raw).toContain('It is live.');
});

it('delivers a calendar file (.ics) attached, its name, type and text intact', async () => {
  // A booking's invitation as a calendar program writes it: CRLF lines, a folded line, non-ASCII text.
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Frontdoor//Bookings//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:3f0c2a8e-6b1d-4f5e-9a77-2d4c1b0e9f10@frontdoor.test',
    'DTSTAMP:20260105T090000Z',
    'DTSTART:20260112T093000Z',
    'DTEND:20260112T101500Z',
    'SUMMARY:Coupe homme — Café Zoë, 45 min',
    'DESCRIPTION:A long description that a calendar program folds at seventy-fiv',
    ' e octets, continued on the next line.',
    'ORGANIZER;CN=Joe:mailto:joe@example.com',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const invite: EmailAttachment = { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics };
  const job = await queue.add(
    'send',
    sealed({ to: 'guest@example.com', subject: 'Your booking', text: 'See you then.', html: '<p>See you then.</p>', attachments: [invite] }),
  );
  await job.waitUntilFinished(events, 15_000);
  expect(received).toHaveLength(1);

  const parsed = await simpleParser(received[0].raw);
  expect(parsed.subject).toBe('Your booking');
  expect(parsed.text?.trim()).toBe('See you then.');
  expect(parsed.html).toContain('<p>See you then.</p>');
  expect(parsed.attachments).toHaveLength(1);
  const [attachment] = parsed.attachments;
  expect(attachment.filename).toBe('booking.ics');
  expect(attachment.contentType).toBe('text/calendar');
  expect(attachment.contentDisposition).toBe('attachment');
  expect(attachment.headers.get('content-type')).toMatchObject({ value: 'text/calendar', params: { charset: 'utf-8', method: 'REQUEST' } });
  expect(attachment.content.toString('utf8')).toBe(ics);
});

it('retries a refused message with the spec backoff and delivers it once', async () => {
  rejectNext = 1;
  const started = Date.now();
  const job = await queue.add('send', sealed({ to: 'retry@example.com', subject: 'Retry me', text: 'x', html: '<p>x</p>' }));
  await job.waitUntilFinished(events, 20_000);
  const elapsed = Date.now() - started;
  const finished = await queue.getJob(job.id!);
  expect(finished?.attemptsMade).toBe(2);
  expect(received.map((r) => r.to[0])).toEqual(['retry@example.com']);
  // First retry waits retryDelay(0): between 500 and 1000 ms (base 1000 ms, jitter up to half).
  expect(elapsed).toBeGreaterThanOrEqual(500);
});

it('sends nothing for a job the app did not seal, or sealed under another AUTH_SECRET, and does not retry it', async () => {
  const plain = await queue.add('send', { to: 'forged@example.com', subject: 'Forged', text: 'x', html: '<p>x</p>' });
  await expect(plain.waitUntilFinished(events, 15_000)).rejects.toThrow(/not sealed/);
  const other = await queue.add(
    'send',
    sealJobData(jobDataKey('another secret of at least 32 characters'), { to: 'forged@example.com', subject: 'Forged', text: 'x', html: '<p>x</p>' }),
  );
  await expect(other.waitUntilFinished(events, 15_000)).rejects.toThrow(/AUTH_SECRET/);
  expect((await queue.getJob(other.id!))?.attemptsMade).toBe(1);
  expect(received).toEqual([]);
});
