import { LlmWriter } from '../src/ai/llm-writer.js';
import { OfflineComposer } from '../src/ai/offline/index.js';
import type { PromptStore } from '../src/ai/prompt-store.js';
import { rewriteOffline, type RewriteRequest } from '../src/ai/offline/tools/rewrite-text.js';
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
let next: unknown = null;

beforeAll(async () => {
  stub = await startOpenAiStub({ answer: () => next });
});
afterAll(() => stub?.stop());

const writer = () =>
  new LlmWriter({ apiKey: 'sk-test', baseURL: stub.baseURL, model: 'test-model', delay: () => 1 }, {} as PromptStore, new OfflineComposer());

it("uses the API's rewrite, asked with the text, its purpose and its limit", async () => {
  next = { text: 'Fresh fades and friendly faces at Maple Street Barbers.' };
  expect(await writer().rewrite(request)).toBe('Fresh fades and friendly faces at Maple Street Barbers.');
  const asked = stub.requests.at(-1)!;
  expect(asked.body.response_format?.json_schema?.name).toBe('rewrite');
  const prompt = asked.body.messages.at(-1)!.content;
  expect(prompt).toContain('introduction body');
  expect(prompt).toContain('at most 80 characters');
  expect(prompt).toContain(request.text);
});

it('cuts a too-long answer within the limit at a word boundary', async () => {
  next = { text: 'Sharp fades, tidy beards and hot towel shaves, every day of the week, for everyone in Portland and beyond.' };
  const text = await writer().rewrite(request);
  expect(text.length).toBeLessThanOrEqual(80);
  expect('Sharp fades, tidy beards and hot towel shaves, every day of the week, for everyone in Portland and beyond.'.startsWith(text)).toBe(true);
  expect(text.endsWith(' ')).toBe(false);
});

it('falls back to the offline rewrite when the answer is unusable or the API fails', async () => {
  next = { wrong: true };
  expect(await writer().rewrite(request)).toBe(rewriteOffline(request));
  stub.failNext(1, 400);
  expect(await writer().rewrite(request)).toBe(rewriteOffline(request));
});
