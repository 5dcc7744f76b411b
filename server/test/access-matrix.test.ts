import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, mayDo, type WebsiteAction, type WebsiteRelation } from '@frontdoor/shared';
import { DraftEventStore } from '../src/drafts/draft-event-store.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

// The access matrix (spec §6): every invite, owner and website route, called as the website's
// owner, an accepted guest editor, someone with a pending invite, another signed-in user and an
// anonymous caller, against the real server, worker, PostgreSQL and Redis. The expected status is
// derived from the one rule in shared/ (`mayDo` of shared/src/rules/website-access.ts), never
// written per caller:
//
//   anonymous                                 -> 401 (bearer auth comes first)
//   the relation may not 'open' the website   -> 404 'No website at this link' (its existence is not told)
//   the relation may not do the route's action -> 403
//   allowed                                    -> the route's own success status (column `ok`)
//
// Bodies: each row sends a valid body, so an allowed call succeeds. Two rows send an empty body on
// purpose, to pin down where validation happens:
//   - `validated: 'before-access'`: the body is checked before the website is looked up, so every
//     signed-in caller gets 400 whatever their access (this tells nothing about the website);
//   - `validated: 'after-access'`: access is decided first (401/404/403 as above) and only an
//     allowed caller reaches the 400 of the empty body (then `ok` is that 400).
//
// | route                                                | action (shared rule)                    | body  | ok  |
// |------------------------------------------------------|-----------------------------------------|-------|-----|
// | GET /api/websites/:id                                | open                                    | -     | 200 |
// | GET /api/websites/:id/owner                          | read-owner-email                        | -     | 200 |
// | GET /api/websites/:id/invites                        | list-editors                            | -     | 200 |
// | GET /api/websites/:id/versions                       | view-history                            | -     | 200 |
// | GET /api/websites/:id/versions/1                     | view-history                            | -     | 200 |
// | POST /api/websites/:id/versions/1/restore            | restore-version                         | -     | 200 |
// | POST /api/websites/:id/rewrite                       | edit-content                            | valid | 200 |
// | POST /api/websites/:id/rewrite                       | edit-content                            | empty | 400 (after access) |
// | POST /api/websites/:id/edit-control                  | take-edit-control                       | -     | 200 |
// | POST /api/invite/create                              | manage-invites                          | valid | 200 |
// | POST /api/invite/create                              | -                                       | empty | 400 for everyone signed in (before access) |
// | POST /api/invite/resend/:id (pending invite)         | manage-invites                          | -     | 204 |
// | DELETE /api/invite/delete/:id (pending guest's)      | manage-invites                          | -     | 204 |
// | DELETE /api/invite/delete/:id (accepted guest's)     | remove-self for that guest, else manage-invites | - | 204 |
// | POST /api/websites/:id/publish (current address)     | publish                                 | valid | 200 |
// | POST /api/websites/:id/publish (first address)       | publish-new-address                     | valid | 200 |
// | POST /api/websites/:id/publish (changed address)     | publish-new-address                     | valid | 200 |
// | POST /api/websites/:id/publish                       | -                                       | empty | 400 for everyone signed in (before access) |
// | POST /api/websites/:id/export-contacts               | export-contacts                         | -     | 202 |
// | DELETE /api/websites/:id                             | delete-website                          | -     | 204 |
//
// A pending invitee is not a guest editor yet: the rule gives them nothing, so they get 404 even
// for their own pending invite (they decline by letting it expire, or the owner removes it).

type Caller = 'owner' | 'guest' | 'pending-guest' | 'other' | 'anonymous';
type SignedIn = Exclude<Caller, 'anonymous'>;
const RELATION: Record<SignedIn, WebsiteRelation> = { owner: 'owner', guest: 'guest', 'pending-guest': 'pending-guest', other: 'none' };

interface Website {
  id: string;
  /** The pending guest's invite. */
  pendingInviteId: string;
  /** The accepted guest's invite. */
  guestInviteId: string;
}

interface Route {
  name: string;
  /** The action of the shared rule that decides this call (it may depend on who calls). */
  action: WebsiteAction | ((caller: SignedIn) => WebsiteAction) | null;
  /** 'before-access': a body problem answers 400 before any access check (action is then null). */
  validated?: 'before-access' | 'after-access';
  setup?: (website: Website) => Promise<void>;
  call: (client: HttpClient, website: Website) => Promise<{ status: number; body: any }>;
  /** The status of an allowed call. */
  ok: number;
}

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let db: DataSource;
let store: DraftEventStore;
let people: Record<SignedIn, { client: HttpClient; userId: string; email: string }>;

beforeAll(async () => {
  running = await startAppWithWorker();
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
  // One account per caller (sign-in codes are rate-limited), a fresh website per call.
  const signed = async (what: string) => {
    const address = `matrix-${what}-${randomUUID().slice(0, 8)}@example.com`;
    const { client, session } = await signInByCode(running.base, address);
    return { client, userId: session.user.id, email: address };
  };
  people = { owner: await signed('owner'), guest: await signed('guest'), 'pending-guest': await signed('pending'), other: await signed('other') };
});
afterAll(() => running?.stop());

/** A website of the owner with an accepted guest and a pending invitee (invites written directly). */
async function website(): Promise<Website> {
  const id = randomUUID();
  await store.createDraft({ userId: people.owner.userId, document: createDefaultSiteDocument({ id, businessName: 'Matrix Dental' }) });
  const [guest] = await db.query('INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true) RETURNING id', [
    people.guest.email,
    people.guest.userId,
    id,
  ]);
  const [pending] = await db.query('INSERT INTO website_invites (invited_user_email, website_id) VALUES ($1, $2) RETURNING id', [people['pending-guest'].email, id]);
  return { id, pendingInviteId: pending.id, guestInviteId: guest.id };
}

const handle = () => `m-${randomUUID().slice(0, 12)}`;
const setHandle = (id: string, value: string) => db.query('UPDATE draft_websites SET handle = $2 WHERE id = $1', [id, value]);

const routes: Route[] = [
  { name: 'GET /api/websites/:id', action: 'open', call: (c, w) => c.get(`/api/websites/${w.id}`), ok: 200 },
  { name: 'GET /api/websites/:id/owner', action: 'read-owner-email', call: (c, w) => c.get(`/api/websites/${w.id}/owner`), ok: 200 },
  { name: 'GET /api/websites/:id/invites', action: 'list-editors', call: (c, w) => c.get(`/api/websites/${w.id}/invites`), ok: 200 },
  { name: 'GET /api/websites/:id/versions', action: 'view-history', call: (c, w) => c.get(`/api/websites/${w.id}/versions`), ok: 200 },
  { name: 'GET /api/websites/:id/versions/1', action: 'view-history', call: (c, w) => c.get(`/api/websites/${w.id}/versions/1`), ok: 200 },
  {
    name: 'POST /api/websites/:id/versions/1/restore',
    action: 'restore-version',
    // Nobody holds edit control, so whoever may restore can (holding it is edit-control.test's subject).
    setup: (w) => db.query('UPDATE draft_websites SET last_modified_by_user_id = NULL WHERE id = $1', [w.id]).then(() => undefined),
    call: (c, w) => c.post(`/api/websites/${w.id}/versions/1/restore`),
    ok: 200,
  },
  {
    name: 'POST /api/websites/:id/rewrite',
    action: 'edit-content',
    call: (c, w) => c.post(`/api/websites/${w.id}/rewrite`, { text: 'We cut hair well.', maxLength: 40, purpose: 'body' }),
    ok: 200,
  },
  { name: 'POST /api/websites/:id/rewrite (empty body)', action: 'edit-content', validated: 'after-access', call: (c, w) => c.post(`/api/websites/${w.id}/rewrite`, {}), ok: 400 },
  { name: 'POST /api/websites/:id/edit-control', action: 'take-edit-control', call: (c, w) => c.post(`/api/websites/${w.id}/edit-control`), ok: 200 },
  {
    name: 'POST /api/invite/create',
    action: 'manage-invites',
    call: (c, w) => c.post('/api/invite/create', { invitedUserEmail: `new-${randomUUID().slice(0, 8)}@example.com`, websiteId: w.id, role: 'Collaborator' }),
    ok: 200,
  },
  { name: 'POST /api/invite/create (empty body)', action: null, validated: 'before-access', call: (c) => c.post('/api/invite/create', {}), ok: 400 },
  { name: 'POST /api/invite/resend/:id (a pending invite)', action: 'manage-invites', call: (c, w) => c.post(`/api/invite/resend/${w.pendingInviteId}`), ok: 204 },
  {
    name: "DELETE /api/invite/delete/:id (the pending invitee's invite)",
    action: 'manage-invites',
    call: (c, w) => c.request('DELETE', `/api/invite/delete/${w.pendingInviteId}`),
    ok: 204,
  },
  {
    name: "DELETE /api/invite/delete/:id (the accepted guest's invite)",
    action: (caller) => (caller === 'guest' ? 'remove-self' : 'manage-invites'),
    call: (c, w) => c.request('DELETE', `/api/invite/delete/${w.guestInviteId}`),
    ok: 204,
  },
  {
    name: 'POST /api/websites/:id/publish (current address)',
    action: 'publish',
    setup: async (w) => setHandle(w.id, `cur-${w.id.slice(0, 8)}`),
    call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: `cur-${w.id.slice(0, 8)}` }),
    ok: 200,
  },
  { name: 'POST /api/websites/:id/publish (first address)', action: 'publish-new-address', call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: handle() }), ok: 200 },
  {
    name: 'POST /api/websites/:id/publish (changed address)',
    action: 'publish-new-address',
    setup: async (w) => setHandle(w.id, `old-${w.id.slice(0, 8)}`),
    call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: handle() }),
    ok: 200,
  },
  { name: 'POST /api/websites/:id/publish (empty body)', action: null, validated: 'before-access', call: (c, w) => c.post(`/api/websites/${w.id}/publish`, {}), ok: 400 },
  { name: 'POST /api/websites/:id/export-contacts', action: 'export-contacts', call: (c, w) => c.post(`/api/websites/${w.id}/export-contacts`), ok: 202 },
  { name: 'DELETE /api/websites/:id', action: 'delete-website', call: (c, w) => c.request('DELETE', `/api/websites/${w.id}`), ok: 204 },
];

/** What the one rule says the call answers. */
function expected(route: Route, caller: Caller): number {
  if (caller === 'anonymous') return 401;
  if (route.validated === 'before-access') return route.ok;
  const relation = RELATION[caller];
  if (!mayDo(relation, 'open')) return 404;
  const action = typeof route.action === 'function' ? route.action(caller) : route.action!;
  return mayDo(relation, action) ? route.ok : 403;
}

const callers: Caller[] = ['owner', 'guest', 'pending-guest', 'other', 'anonymous'];

it('covers every invite, owner and website route', () => {
  const names = routes.map((route) => route.name);
  for (const path of [
    'GET /api/websites/:id',
    'GET /api/websites/:id/owner',
    'GET /api/websites/:id/invites',
    'POST /api/invite/create',
    'DELETE /api/invite/delete/:id',
    'POST /api/invite/resend/:id',
    'POST /api/websites/:id/publish',
    'DELETE /api/websites/:id',
    'POST /api/websites/:id/export-contacts',
    'GET /api/websites/:id/versions',
    'POST /api/websites/:id/edit-control',
  ]) {
    expect({ path, covered: names.some((name) => name === path || name.startsWith(`${path} `)) }).toEqual({ path, covered: true });
  }
});

describe.each(callers)('as %s', (caller) => {
  it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const site = await website();
    try {
      await route.setup?.(site);
      const client = caller === 'anonymous' ? new HttpClient(running.base) : people[caller].client;
      const { status, body } = await route.call(client, site);
      const want = expected(route, caller);
      // One readable line per mismatch: the route, the caller, what came back.
      expect({ route: route.name, caller, status, ...(status !== want && { body }) }).toEqual({ route: route.name, caller, status: want });
      if (want === 404 && caller !== 'anonymous') expect(body.error.message).toBe('No website at this link');
      if (want === 403) expect(body.error.code).toBe('forbidden');
    } finally {
      await db.query('DELETE FROM draft_websites WHERE id = $1', [site.id]);
    }
  });
});

it('a refused call changes nothing: the website, its invites and its address are intact', async () => {
  const site = await website();
  const before = await db.query('SELECT id, accepted FROM website_invites WHERE website_id = $1 ORDER BY id', [site.id]);
  for (const caller of ['guest', 'pending-guest', 'other'] as const) {
    const client = people[caller].client;
    await client.request('DELETE', `/api/websites/${site.id}`);
    await client.request('DELETE', `/api/invite/delete/${site.pendingInviteId}`);
    await client.post(`/api/websites/${site.id}/publish`, { handle: handle() });
  }
  expect(await db.query('SELECT id, accepted FROM website_invites WHERE website_id = $1 ORDER BY id', [site.id])).toEqual(before);
  const [draft] = await db.query('SELECT handle FROM draft_websites WHERE id = $1', [site.id]);
  expect(draft).toEqual({ handle: null });
  expect(await db.query('SELECT handle FROM websites WHERE draft_id = $1', [site.id])).toEqual([]);
});
