import { createDefaultSiteDocument, interpretRequest, translatableTextsOf, type SiteDocument } from '@frontdoor/shared';
import { PromptsRepository, createDataSource } from '@frontdoor/data';
import { createTestContext, type TestContext } from '../../server/test/support/test-env.js';
import { applies } from '../src/ai/assistant-eval.js';
import { LlmWriter } from '../src/ai/llm-writer.js';
import { OfflineComposer } from '../src/ai/offline/index.js';
import { PromptStore } from '../src/ai/prompt-store.js';
import { startOpenAiStub, type OpenAiStub, type StubRequest } from './support/openai-stub.js';

// The assistant with a model (issue 41) against an OpenAI-compatible server on 127.0.0.1 that
// answers with tool calls: a valid call is the answer; one that breaks a rule is sent back with
// the problem named and repaired on the second round; one still broken, or a model that fails,
// and the offline assistant answers — nothing broken reaches the designer.

let context: TestContext;
let dataSource: ReturnType<typeof createDataSource>;
let stub: OpenAiStub;
let answers: ((request: StubRequest) => unknown)[] = [];

const document = (): SiteDocument =>
  createDefaultSiteDocument({ id: 'llm', businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
const introId = (doc: SiteDocument) => doc.sections.find((section) => section.type === 'Introduction')!.id;

const writer = () =>
  new LlmWriter(
    { apiKey: 'sk-test-key', baseURL: stub.baseURL, model: 'test-model', delay: () => 5 },
    new PromptStore(new PromptsRepository(dataSource)),
    new OfflineComposer(),
  );

beforeAll(async () => {
  context = await createTestContext();
  dataSource = await createDataSource(context.env.DATABASE_URL).initialize();
  stub = await startOpenAiStub({
    answer: (_kind, request) => answers.shift()?.(request) ?? { toolCall: { name: 'propose_changes', arguments: { reply: 'Nothing', operations: [], questions: [] } } },
  });
});
afterAll(async () => {
  await stub?.stop();
  await dataSource?.destroy();
  await context?.cleanup();
});
beforeEach(() => {
  stub.requests.length = 0;
  answers = [];
});

const call = (args: unknown) => () => ({ toolCall: { name: 'propose_changes', arguments: args } });

it('asks with the site as context and one tool, and takes a valid call as the answer', async () => {
  const doc = document();
  answers = [
    call({ reply: 'Saturday hours added.', operations: [{ op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] }], questions: [] }),
  ];
  const answer = await writer().assist('open Saturdays 9 to 1', doc);
  expect(answer).toEqual({
    version: 2,
    reply: 'Saturday hours added.',
    operations: [{ op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] }],
    questions: [],
  });
  expect(stub.requests).toHaveLength(1);
  const body = stub.requests[0]!.body;
  expect(body.tools?.map((tool) => tool.function.name)).toEqual(['propose_changes']);
  expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'propose_changes' } });
  expect(body.messages[1]!.content).toContain(introId(doc));
  expect(body.messages[1]!.content).toContain('<<<\nopen Saturdays 9 to 1\n>>>');
});

it('repairs an answer that breaks a rule on the second round, telling the model what was wrong', async () => {
  const doc = document();
  answers = [
    // A 200-character heading: valid JSON, but past the heading's limit.
    call({ reply: 'Done.', operations: [{ op: 'setText', sectionId: introId(doc), field: 'heading', text: 'x'.repeat(200) }], questions: [] }),
    call({ reply: 'Shorter heading.', operations: [{ op: 'setText', sectionId: introId(doc), field: 'heading', text: 'Sharp cuts on Maple Street' }], questions: [] }),
  ];
  const answer = await writer().assist('make the heading about sharp cuts', doc);
  expect(answer.operations).toEqual([{ op: 'setText', sectionId: introId(doc), field: 'heading', text: 'Sharp cuts on Maple Street' }]);
  expect(stub.requests).toHaveLength(2);
  const repair = stub.requests[1]!.body.messages;
  expect(repair.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [expect.objectContaining({ type: 'function' })] });
  expect(repair.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
  expect(repair.at(-1)!.content).toMatch(/^Not applied: That is too long here: keep it to \d+ characters\./);
});

it('repairs an answer that is not even the schema (an unknown operation)', async () => {
  const doc = document();
  answers = [
    call({ reply: 'Done.', operations: [{ op: 'deleteEverything' }], questions: [] }),
    call({ reply: 'Autumn colours.', operations: [{ op: 'setFontPair', name: 'Friendly' }], questions: [] }),
  ];
  expect((await writer().assist('friendlier fonts', doc)).operations).toEqual([{ op: 'setFontPair', name: 'Friendly' }]);
  expect(stub.requests[1]!.body.messages.at(-1)!.content).toMatch(/^Not applied: operations\.0\.op/);
});

it('falls back to the offline assistant when the answer stays broken, or the model fails', async () => {
  const doc = document();
  const broken = call({ reply: 'x', operations: [{ op: 'addSection', sectionType: 'Header' }], questions: [] });
  answers = [broken, broken];
  expect(await writer().assist('open Saturdays 9 to 1', doc)).toEqual(interpretRequest('open Saturdays 9 to 1', doc));
  expect(stub.requests).toHaveLength(2);
  stub.requests.length = 0;
  stub.failNext(1, 400);
  expect(await writer().assist('autumn colours', doc)).toEqual(interpretRequest('autumn colours', doc));
});

it('translates the site when the model proposes it: every text in batches, each fitted within its limit, with progress and tokens counted', async () => {
  const doc = document();
  const texts = translatableTextsOf(doc);
  const introHeading = texts.findIndex((text) => text.path.join('/') === `sections/${introId(doc)}/heading`);
  answers = [
    call({ reply: 'En français.', operations: [{ op: 'translateSite', language: 'French' }], questions: [] }),
    (request) => {
      const asked = request.body.messages.at(-1)!.content!;
      const batch = JSON.parse(asked.slice(asked.indexOf('\n') + 1)) as string[];
      // The introduction's heading comes back longer than its 150 characters: cut by whole sentences.
      const translations = batch.map((text, index) => (index === introHeading ? 'Bienvenue chez nous. '.repeat(10).trim() : `FR ${text}`));
      return { toolCall: { name: 'give_translations', arguments: { translations } } };
    },
  ];
  const progress: unknown[] = [];
  const usage = { tokens: 0 };
  const answer = await writer().assist('translate the site into French', doc, { progress: (update) => progress.push(update), usage });
  expect(answer.operations).toHaveLength(1);
  const [translated] = answer.operations;
  expect(translated).toMatchObject({ op: 'translateSite', language: 'French' });
  const got = (translated as { texts: { path: string[]; text: string }[] }).texts;
  expect(got.map((text) => text.path)).toEqual(texts.map((text) => text.path));
  expect(got[introHeading]!.text).toBe('Bienvenue chez nous. '.repeat(7).trim());
  expect(got.filter((_, index) => index !== introHeading).every((text) => text.text.startsWith('FR '))).toBe(true);
  // The second request asked for the texts with the translation tool, keeping names and numbers.
  expect(stub.requests[1]!.body.tools?.map((tool) => tool.function.name)).toEqual(['give_translations']);
  expect(stub.requests[1]!.body.messages[0]!.content).toMatch(/Keep names .* exactly as written/);
  expect(progress).toEqual([
    { stage: 'asking' },
    { stage: 'translating', done: 0, total: texts.length },
    { stage: 'translating', done: texts.length, total: texts.length },
  ]);
  expect(usage.tokens).toBe(40);
  // It applies: the page's texts in French, and the site's language French.
  expect(applies(doc, answer.operations)).toBe(true);
});

it('keeps the rest of an answer when the translation fails, and says so', async () => {
  const doc = document();
  answers = [
    call({
      reply: 'Saturday hours, in French.',
      operations: [
        { op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] },
        { op: 'translateSite', language: 'French' },
      ],
      questions: [],
    }),
    () => ({ toolCall: { name: 'give_translations', arguments: { translations: ['only one'] } } }),
  ];
  const answer = await writer().assist('open Saturdays 9 to 1 and translate into French', doc);
  expect(answer.operations).toEqual([{ op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] }]);
  expect(answer.reply).toBe('Saturday hours, in French. I could not translate the texts this time: ask again in a moment.');
});
