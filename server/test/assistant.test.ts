import { randomUUID } from 'node:crypto';
import { ASSISTANT_DAILY_LIMIT, createDefaultSiteDocument, ERROR_DETAILS } from '@frontdoor/shared';
import { Redis } from 'ioredis';
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

async function ownerWithDraft(tag: string) {
  const { client, session } = await signInByCode(running.base, `${tag}-${randomUUID().slice(0, 8)}@example.com`);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Maple Street Barbers', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
  await new DraftEventStore(running.app.get(DataSource)).createDraft({ userId: session.user.id, document });
  return { client, session, id, document };
}

it('answers the holder of edit control with the operations of their words, writing nothing', async () => {
  const { client, id } = await ownerWithDraft('assistant-owner');
  const before = await running.app.get(DataSource).query(`SELECT count(*)::int AS n FROM draft_events WHERE draft_id = $1`, [id]);
  const answer = await client.post(`/api/websites/${id}/assistant`, { message: 'open Saturdays 9 to 1 and add gutter cleaning as a service' });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    version: 1,
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
