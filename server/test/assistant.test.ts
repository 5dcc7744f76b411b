import { randomUUID } from 'node:crypto';
import { ASSISTANT_DAILY_LIMIT, ASSISTANT_DAILY_TOKENS, createDefaultSiteDocument, ERROR_DETAILS, translatableTextsOf, type LiveEvent } from '@frontdoor/shared';
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import { startOpenAiStub, type OpenAiStub } from '../../worker/test/support/openai-stub.js';
import { liveEventsOf } from './support/live-events-client.js';
import { DataSource } from 'typeorm';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { signInByCode } from './support/sign-in.js';

// The designer's assistant over HTTP (issue 41): the holder of edit control asks in words and
// gets operations back (the worker's offline interpreter here); a watcher, a stranger, a crafted
// body and an account past its daily allowance are refused; nothing is written by asking.

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
beforeAll(async () => {
  running = await startAppWithWorker();
}, 60_000);
afterAll(() => running?.stop());

async function ownerWithDraft(tag: string, app = running) {
  const { client, session } = await signInByCode(app.base, `${tag}-${randomUUID().slice(0, 8)}@example.com`);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
  await new DraftEventStore(app.app.get(DataSource)).createDraft({ userId: session.user.id, document });
  return { client, session, id, document };
}

it('answers the holder of edit control with the operations of their words, writing nothing', async () => {
  const { client, id } = await ownerWithDraft('assistant-owner');
  const before = await running.app.get(DataSource).query(`SELECT count(*)::int AS n FROM draft_events WHERE draft_id = $1`, [id]);
  const answer = await client.post(`/api/websites/${id}/assistant`, { message: 'open Saturdays 9 to 1 and add gutter cleaning as a service' });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    version: 2,
    operations: [
      { op: 'setOpeningHours', day: 'Saturday', periods: [{ opens: '09:00', closes: '13:00' }] },
      { op: 'addService', heading: 'Gutter cleaning', paragraph: '', pricing: '' },
    ],
  });
  expect(answer.body.questions[0]).toMatch(/what does it cost/);
  expect(await running.app.get(DataSource).query(`SELECT count(*)::int AS n FROM draft_events WHERE draft_id = $1`, [id])).toEqual(before);
});

it('refuses a watcher, a stranger, nobody signed in, a crafted body, and an account past its daily allowance', async () => {
  const { client, id } = await ownerWithDraft('assistant-rules');
  const db = running.app.get(DataSource);
  const { client: guest, session: guestSession } = await signInByCode(running.base, `assistant-guest-${randomUUID().slice(0, 8)}@example.com`);
  await db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guestSession.user.email,
    guestSession.user.id,
    id,
  ]);
  // The owner holds edit control: the guest watches, and their assistant may not ask.
  await db.query(`UPDATE draft_websites SET last_modified_by_user_id = user_id WHERE id = $1`, [id]);
  const watcher = await guest.post(`/api/websites/${id}/assistant`, { message: 'Autumn colours' });
  expect([watcher.status, watcher.body.error.message]).toEqual([409, ERROR_DETAILS.edit_control_required.message]);
  const stranger = (await signInByCode(running.base, `assistant-stranger-${randomUUID().slice(0, 8)}@example.com`)).client;
  expect((await stranger.post(`/api/websites/${id}/assistant`, { message: 'Autumn colours' })).status).toBe(404);
  expect(
    (await fetch(`${running.base}/api/websites/${id}/assistant`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"x"}' })).status,
  ).toBe(401);
  for (const body of [{}, { message: '' }, { message: 'x'.repeat(1001) }, { message: 42 }])
    expect((await client.post(`/api/websites/${id}/assistant`, body)).status).toBe(400);

  // Past the day's allowance: told so, until tomorrow.
  const redis = running.app.get(Redis);
  const me = (await db.query(`SELECT user_id FROM draft_websites WHERE id = $1`, [id]))[0].user_id;
  await redis.set(`assistant:${me}:${new Date().toISOString().slice(0, 10)}`, String(ASSISTANT_DAILY_LIMIT));
  const limited = await client.post(`/api/websites/${id}/assistant`, { message: 'Autumn colours' });
  expect([limited.status, limited.body.error.message]).toEqual([429, ERROR_DETAILS.assistant_daily_limit.message]);
});

it('says plainly that it cannot translate without a model, and changes nothing', async () => {
  const { client, id } = await ownerWithDraft('assistant-translate-offline');
  const answer = await client.post(`/api/websites/${id}/assistant`, { message: 'Translate the site into French' });
  expect(answer.status).toBe(200);
  expect(answer.body.operations).toEqual([]);
  expect(answer.body.reply).toMatch(/^Translating the site needs an AI model, and none is set up/);
});

describe('with a model (an OpenAI-compatible server on 127.0.0.1)', () => {
  let modelled: Awaited<ReturnType<typeof startAppWithWorker>>;
  let stub: OpenAiStub;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    // The first call proposes the translation; each later one translates the batch it is given.
    stub = await startOpenAiStub({
      answer: (kind, request) => {
        if (kind === 'propose_changes')
          return {
            toolCall: { name: 'propose_changes', arguments: { reply: 'Here is the site in French.', operations: [{ op: 'translateSite', language: 'French' }] } },
          };
        const asked = request.body.messages.at(-1)!.content!;
        const texts = JSON.parse(asked.slice(asked.indexOf('\n') + 1)) as string[];
        return { toolCall: { name: 'give_translations', arguments: { translations: texts.map((text) => `FR ${text}`) } } };
      },
    });
    modelled = await startAppWithWorker({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: stub.baseURL, OPENAI_MODEL: 'test-model' });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await modelled?.stop();
    await stub?.stop();
  });

  it('translates every text, tells the asker’s tab how far it has got, and counts the tokens against the day’s cap', async () => {
    const { client, session, id, document } = await ownerWithDraft('assistant-model', modelled);
    const events: LiveEvent[] = await liveEventsOf(modelled.base, session.accessToken, sockets);
    const answer = await client.post(`/api/websites/${id}/assistant`, { message: 'Translate the site into French' });
    expect(answer.status).toBe(200);
    const texts = translatableTextsOf(document);
    expect(answer.body.operations).toEqual([{ op: 'translateSite', language: 'French', texts: texts.map((text) => ({ path: text.path, text: `FR ${text.text}` })) }]);

    // Progress reached the asker's tab while the answer was made: asking, then the texts translated.
    const progress = () => events.flatMap((event) => (event.type === 'assistant-progress' && event.websiteId === id ? [event.progress] : []));
    for (let i = 0; i < 100 && !progress().some((p) => p.stage === 'translating' && p.done === texts.length); i++) await new Promise((r) => setTimeout(r, 50));
    expect(progress()[0]).toEqual({ stage: 'asking' });
    expect(progress()).toContainEqual({ stage: 'translating', done: 0, total: texts.length });
    expect(progress().at(-1)).toEqual({ stage: 'translating', done: texts.length, total: texts.length });

    // Every call's tokens (the stub says 20 each) are counted for the account today; at the cap, it rests.
    const redis = modelled.app.get(Redis);
    const key = `assistant-tokens:${session.user.id}:${new Date().toISOString().slice(0, 10)}`;
    expect(Number(await redis.get(key))).toBe(20 * stub.requests.length);
    await redis.set(key, String(ASSISTANT_DAILY_TOKENS));
    const capped = await client.post(`/api/websites/${id}/assistant`, { message: 'Autumn colours' });
    expect([capped.status, capped.body.error.message]).toEqual([429, ERROR_DETAILS.assistant_daily_cost.message]);
  });
});
