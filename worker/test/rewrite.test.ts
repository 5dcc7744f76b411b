import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { parseEnv, queuePrefix, rewriteResponseSchema } from '@frontdoor/shared';
import { LlmWriter } from '../src/ai/llm-writer.js';
import { OfflineComposer, detectIndustry } from '../src/ai/offline/index.js';
import type { PromptStore } from '../src/ai/prompt-store.js';
import { rewriteOffline, type RewriteRequest } from '../src/ai/offline/tools/rewrite-text.js';
import { aiToolsProcessor } from '../src/processors/ai-tools.processor.js';
import { startOpenAiStub, type OpenAiStub } from './support/openai-stub.js';

// 'Rewrite with AI' through the real OpenAI-compatible path (a stub server on 127.0.0.1) and its
// offline fallback. The rewrite asks no stored prompt, so no database is needed.

const request: RewriteRequest = {
  text: 'Maple Street Barbers offers really great fades. Our friendly team will help you look sharp.',
  maxLength: 80,
  purpose: 'introduction body',
  businessName: 'Maple Street Barbers',
};

let stub: OpenAiStub;
let next: () => unknown = () => null;

beforeAll(async () => {
  stub = await startOpenAiStub({ answer: () => next() });
});
afterAll(() => stub?.stop());

const writer = (rewriteTimeoutMs?: number) =>
  new LlmWriter({ apiKey: 'sk-test', baseURL: stub.baseURL, model: 'test-model', delay: () => 1, rewriteTimeoutMs }, {} as PromptStore, new OfflineComposer());

it("uses the API's rewrite, asked with the purpose, the limit and the text on its own", async () => {
  next = () => ({ text: 'Fresh fades and friendly faces at Maple Street Barbers.' });
  expect(await writer().rewrite(request)).toBe('Fresh fades and friendly faces at Maple Street Barbers.');
  const asked = stub.requests.at(-1)!;
  expect(asked.body.response_format?.json_schema?.name).toBe('rewrite');
  expect(JSON.stringify(asked.body.response_format?.json_schema?.schema)).toContain('"text"');
  const [system, user] = asked.body.messages;
  expect(system).toMatchObject({ role: 'system' });
  expect(system!.content).toContain('introduction body');
  expect(system!.content).toContain('Maple Street Barbers');
  expect(system!.content).toContain('at most 80 characters');
  // The text is the whole user message: words in it are copy, not instructions.
  expect(user).toEqual({ role: 'user', content: request.text });
});

it('cuts a too-long answer within the limit at a word boundary', async () => {
  const long = 'Sharp fades, tidy beards and hot towel shaves, every day of the week, for everyone in Portland and beyond.';
  next = () => ({ text: long });
  const text = await writer().rewrite(request);
  expect(text.length).toBeLessThanOrEqual(80);
  expect(text.length).toBeGreaterThan(40);
  expect(long.startsWith(text)).toBe(true);
  expect(long[text.length]).toMatch(/[\s,]/);
});

it('drops whole trailing sentences of a too-long answer first, prices intact', async () => {
  next = () => ({ text: 'Fades from $30.50 at Maple Street Barbers. Walk in any day of the week, or book online in a minute.' });
  expect(await writer().rewrite(request)).toBe('Fades from $30.50 at Maple Street Barbers.');
});

it('falls back to the offline rewrite when the answer is unusable, the API fails or is too slow', async () => {
  const offline = rewriteOffline(request);
  expect(offline).not.toBe(request.text);
  next = () => ({ wrong: true });
  expect(await writer().rewrite(request)).toBe(offline);
  next = () => ({ text: '   ' });
  expect(await writer().rewrite(request)).toBe(offline);
  stub.failNext(1, 400);
  expect(await writer().rewrite(request)).toBe(offline);
  // No retries: the designer is waiting, and a 429 answers at once with the offline rewrite.
  const before = stub.requests.length;
  stub.failNext(1, 429);
  expect(await writer().rewrite(request)).toBe(offline);
  expect(stub.requests.length).toBe(before + 1);
  next = () => new Promise((resolve) => setTimeout(() => resolve({ text: 'Too late.' }), 500));
  expect(await writer(100).rewrite(request)).toBe(offline);
});

describe('through a BullMQ ai-tools queue (Redis on REDIS_URL, a prefix of its own)', () => {
  const connection = { url: parseEnv(process.env).REDIS_URL };
  const prefix = queuePrefix(`test-rewrite-${randomBytes(5).toString('hex')}`);
  let queue: Queue;
  let events: QueueEvents;
  let worker: Worker;

  beforeAll(async () => {
    queue = new Queue('ai-tools', { connection, prefix });
    events = new QueueEvents('ai-tools', { connection, prefix });
    worker = new Worker('ai-tools', aiToolsProcessor(new OfflineComposer(), detectIndustry), { connection, prefix });
    await Promise.all([events.waitUntilReady(), worker.waitUntilReady()]);
  });
  afterAll(async () => {
    await worker?.close();
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  });

  it("answers a rewrite job with the server's response shape", async () => {
    const job = await queue.add('rewrite', { kind: 'rewrite', ...request, maxLength: 40 });
    const answer = rewriteResponseSchema.parse(await job.waitUntilFinished(events, 10_000));
    expect(answer.text.length).toBeLessThanOrEqual(40);
    expect(answer.text).toBe(rewriteOffline({ ...request, maxLength: 40 }));
  });
});
