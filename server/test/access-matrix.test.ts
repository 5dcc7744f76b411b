import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  API_ROUTES,
  createDefaultSiteDocument,
  REFUSAL_STATUS,
  routeDecision,
  type ApiRoute,
  type RouteAccess,
  type RouteCaller,
  type SiteDocument,
  type WebsiteRelation,
} from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { startTestDns, type TestDns } from './support/test-dns.js';
import { BookingLinks } from '../src/bookings/booking-links.js';
import { HttpClient, tokenIn, waitForMail } from './support/http-client.js';
import { onboardingAnswers } from './support/onboarding.js';
import { signInByCode } from './support/sign-in.js';
import { pngImage } from './support/test-images.js';

// The authorisation matrix (spec §6): every route of the API contract (shared/src/api/
// contract.ts), called as a website's owner, an accepted guest editor, someone with a pending
// invite, another signed-in user and an anonymous caller, against the real server, worker,
// PostgreSQL and Redis. The expected answer is never written per caller: it comes from the one
// rule in shared/ — `routeDecision(route.access, caller)` of shared/src/rules/route-access.ts,
// which uses `mayDo` of website-access.ts for website calls:
//
//   allow     -> the row's success status (`ok`), and a JSON body that matches the contract
//   sign-in   -> 401 (bearer auth comes first)
//   not-found -> 404 'No website at this link' (a website's existence is not told)
//   forbidden -> 403
//
// Each row sends a valid request, so an allowed call succeeds. A few rows pin down more:
//   - `validated: 'before-access'`: an empty body is refused (400) before the website is looked
//     up, so every signed-in caller gets 400 whatever their access (it tells nothing);
//   - `access`: the row's call needs another action than the route's base one (publishing at a
//     new address is the owner's, republishing at the current one is also a guest's);
//   - `ownInvite` / `invited`: the invite the call names is the caller's own / sent to them.
//
// A pending invitee is not a guest editor yet: the rule gives them nothing about the website.
// Every call comes from its own client address (X-Forwarded-For from loopback is trusted), so
// per-address rate limits of the sign-in and form calls do not decide the answers here; the
// limits have their own tests.

type Caller = 'owner' | 'guest' | 'pending-guest' | 'other' | 'anonymous';
type SignedIn = Exclude<Caller, 'anonymous'>;
const RELATION: Record<SignedIn, WebsiteRelation> = { owner: 'owner', guest: 'guest', 'pending-guest': 'pending-guest', other: 'none' };
const callers: Caller[] = ['owner', 'guest', 'pending-guest', 'other', 'anonymous'];

interface Website {
  id: string;
  /** The pending guest's invite. */
  pendingInviteId: string;
  /** The accepted guest's invite. */
  guestInviteId: string;
  /** Its custom domain, once a row's setup connected one. */
  domain?: string;
}

interface Row {
  /** The contract route, as `METHOD /path/{param}`. */
  route: string;
  note?: string;
  /** The access this call needs when it differs from the route's base access. */
  access?: RouteAccess;
  validated?: 'before-access';
  ownInvite?: (caller: SignedIn) => boolean;
  invited?: (caller: SignedIn) => boolean;
  setup?: (website: Website) => Promise<unknown>;
  call: (client: HttpClient, website: Website, caller: Caller) => Promise<{ status: number; body: any }>;
  /** The status of an allowed call (it may depend on the caller, e.g. a cookie or not). */
  ok: number | ((caller: Caller) => number);
}

/** A client that comes from its own address each call, like many visitors would. */
class Visitor extends HttpClient {
  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const address = `10.${rnd()}.${rnd()}.${rnd()}`;
    return super.request(method, path, body, { 'x-forwarded-for': address, ...headers });
  }
}
const rnd = () => Math.floor(Math.random() * 250) + 1;

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
/** The DNS server the domain checker asks (it finds none of the rows' domains' records). */
let dns: TestDns;
let db: DataSource;
let store: DraftEventStore;
let people: Record<SignedIn, { client: Visitor; userId: string; email: string }>;
/** A published site with a contact form and a newsletter signup. */
let published: { handle: string; document: SiteDocument };
/** An emailed contact-export link of the owner's. */
let exportLink: string;
/** The address of a browser icon the owner uploaded. */
let uploadedIcon: string;
/** The photo of each website that its DELETE row removes (the owner uploads it in the row's setup). */
const photoOf = new Map<string, string>();
/** A password account's email and password. */
const passwordAccount = { email: `matrix-pw-${randomUUID().slice(0, 8)}@example.com`, password: 'a long enough password' };

const fresh = (what: string) => `matrix-${what}-${randomUUID().slice(0, 8)}@example.com`;
async function signedIn(what: string) {
  const email = fresh(what);
  const { client, session } = await signInByCode(running.base, email, new Visitor(running.base));
  return { client: client as Visitor, userId: session.user.id, email };
}

beforeAll(async () => {
  dns = await startTestDns();
  running = await startAppWithWorker({ DOMAIN_DNS_SERVERS: dns.server });
  db = running.app.get(DataSource);
  store = new DraftEventStore(db);
  people = { owner: await signedIn('owner'), guest: await signedIn('guest'), 'pending-guest': await signedIn('pending'), other: await signedIn('other') };

  const id = randomUUID();
  const document = createDefaultSiteDocument({
    id,
    businessName: 'Matrix Bakery',
    sectionTypes: ['Header', 'Introduction', 'Services', 'Scheduling', 'Contact', 'Newsletter', 'Footer'],
  });
  // It takes bookings (issue 40): a 15-minute service, every day around the clock.
  document.websiteSettings.business.hours = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({
    day,
    opens: '00:00',
    closes: '23:45',
  }));
  for (const section of document.sections) {
    if (section.type === 'Services') section.items[0]!.booking = { durationMinutes: 15, bufferAfterMinutes: 0, dailyCap: null, mode: 'instant' };
    if (section.type === 'Scheduling') {
      section.provider = 'frontdoor';
      section.bookingRules = { timeZone: 'UTC', closedDates: [], extraDays: [], minimumNoticeMinutes: 0, horizonDays: 3, slotStepMinutes: 15, cancelCutoffHours: 0 };
    }
  }
  await store.createDraft({ userId: people.owner.userId, document });
  const handle = `matrix-${id.slice(0, 8)}`;
  const publish = await people.owner.client.post(`/api/websites/${id}/publish`, { handle });
  if (publish.status !== 200) throw new Error(`publish answered ${publish.status}`);
  published = { handle, document };
  uploadedIcon = (await people.owner.client.request('POST', `/api/websites/${id}/uploads/favicon`, await pngImage(48))).body.url;

  const since = new Date().toISOString();
  await people.owner.client.post(`/api/websites/${id}/export-contacts`);
  const mail = await waitForMail(running.base, people.owner.email, (m) => m.subject.startsWith('Your contacts') && m.createdAt >= since);
  exportLink = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).pathname + new URL(/https?:\/\/\S+/.exec(mail.text)![0]).search;

  const visitor = new Visitor(running.base);
  await visitor.post('/api/login/password/signup', passwordAccount);
  const verification = await waitForMail(running.base, passwordAccount.email);
  const verified = await visitor.post('/api/login/password/verify', { token: decodeURIComponent(tokenIn(verification)) });
  if (verified.body?.status !== 'Success') throw new Error(`password account not verified: ${JSON.stringify(verified.body)}`);
}, 120_000);
afterAll(async () => {
  await running?.stop();
  await dns?.close();
});

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
const newAddress: RouteAccess = { kind: 'website', action: 'publish-new-address' };

/** Valid answers for the published site's contact form. */
function contactAnswers(): Record<string, string> {
  const contact = published.document.sections.find((section) => section.type === 'Contact');
  if (!contact || contact.type !== 'Contact') throw new Error('no contact form');
  return Object.fromEntries(contact.fields.map((field) => [field.id, field.validators.includes('EmailRequired') ? 'visitor@example.com' : 'Hello there']));
}

/** A signed-in caller's throwaway account (signed in just now); an anonymous caller stays as is. */
const own = async (client: HttpClient, caller: Caller) => (caller === 'anonymous' ? client : (await signedIn('own')).client);

const illustration = '/art/illustration.svg?k=spot&i=scissors&a=square&c=112233.445566.f0f0f0.111111.ffffff&s=1';

const rows: Row[] = [
  // Health, pictures, development
  { route: 'GET /api/health', call: (c) => c.get('/api/health'), ok: 200 },
  { route: 'GET /api/health/live', call: (c) => c.get('/api/health/live'), ok: 200 },
  { route: 'GET /api/health/ready', call: (c) => c.get('/api/health/ready'), ok: 200 },
  { route: 'GET /art/illustration.svg', call: (c) => raw(c, illustration), ok: 200 },
  { route: 'GET /art/artwork.svg', call: (c) => raw(c, '/art/artwork.svg?seed=bread&w=64&h=64&c=112233.445566'), ok: 200 },
  { route: 'GET /fonts/{file}', call: (c) => raw(c, '/fonts/lora-latin-400.woff2'), ok: 200 },
  { route: 'GET /api/dev/mailbox', call: (c) => c.get(`/api/dev/mailbox?to=${encodeURIComponent(fresh('mailbox'))}`), ok: 200 },
  { route: 'GET /uploads/{file}', note: 'a browser icon the owner uploaded', call: (c) => raw(c, uploadedIcon), ok: 200 },

  // Sign-in
  { route: 'GET /api/login/options', call: (c) => c.get('/api/login/options'), ok: 200 },
  { route: 'POST /api/login/otp/generate', call: (c) => c.post('/api/login/otp/generate', { email: fresh('code') }), ok: 200 },
  {
    route: 'POST /api/login/otp/resend',
    call: async (c) => c.post('/api/login/otp/resend', { sessionId: (await c.post('/api/login/otp/generate', { email: fresh('resend') })).body.sessionId }),
    ok: 200,
  },
  { route: 'POST /api/login/otp/verify', note: 'a wrong code', call: (c) => c.post('/api/login/otp/verify', { sessionId: randomUUID(), code: '000000' }), ok: 200 },
  { route: 'POST /api/login/link', call: (c) => c.post('/api/login/link', { email: fresh('link') }), ok: 202 },
  { route: 'POST /api/login/link/verify', note: 'an unknown link', call: (c) => c.post('/api/login/link/verify', { token: 'x'.repeat(32) }), ok: 200 },
  {
    route: 'POST /api/login/password/signup',
    call: (c) => c.post('/api/login/password/signup', { email: fresh('signup'), password: 'a long enough password' }),
    ok: 201,
  },
  { route: 'POST /api/login/password/signin', call: (c) => new Visitor(c.base).post('/api/login/password/signin', passwordAccount), ok: 200 },
  { route: 'POST /api/login/password/verify', note: 'an unknown link', call: (c) => c.post('/api/login/password/verify', { token: 'x'.repeat(32) }), ok: 200 },
  { route: 'POST /api/login/password/reset', call: (c) => c.post('/api/login/password/reset', { email: passwordAccount.email }), ok: 202 },
  {
    route: 'POST /api/login/password/reset/confirm',
    note: 'an unknown link',
    call: (c) => c.post('/api/login/password/reset/confirm', { token: 'x'.repeat(32), password: 'another long password' }),
    ok: 200,
  },
  // No identity provider is configured in this test: the calls answer 404 for everyone.
  { route: 'GET /api/login/oidc/start', note: 'no provider configured', call: (c) => c.get('/api/login/oidc/start'), ok: 404 },
  { route: 'GET /api/login/oidc/callback', note: 'no provider configured', call: (c) => c.get('/api/login/oidc/callback?code=x&state=y'), ok: 404 },

  // Sessions and account: each signed-in caller on their own account
  {
    route: 'POST /api/auth/refresh',
    note: 'with the browser cookie, if any',
    call: (c) => c.post('/api/auth/refresh'),
    ok: (caller) => (caller === 'anonymous' ? 204 : 200),
  },
  { route: 'POST /api/auth/logout', note: 'a browser without a session', call: (c) => new Visitor(c.base).post('/api/auth/logout'), ok: 204 },
  { route: 'GET /api/auth/me', call: (c) => c.get('/api/auth/me'), ok: 200 },
  { route: 'POST /api/login/register', note: 'the first time', call: (c) => c.post('/api/login/register'), ok: 201 },
  { route: 'POST /api/account/email', call: (c) => c.post('/api/account/email', { newEmail: fresh('new') }), ok: 202 },
  { route: 'POST /api/account/email/confirm', note: 'an unknown link', call: (c) => c.post('/api/account/email/confirm', { token: 'x'.repeat(32) }), ok: 200 },
  { route: 'POST /api/account/sessions/end-others', call: (c) => c.post('/api/account/sessions/end-others'), ok: 204 },
  {
    route: 'POST /api/account/password',
    note: 'a throwaway account of each signed-in caller',
    call: async (c, _w, caller) => (await own(c, caller)).post('/api/account/password', { newPassword: 'a brand new password' }),
    ok: 204,
  },
  {
    route: 'DELETE /api/account',
    note: 'a throwaway account of each signed-in caller',
    call: async (c, _w, caller) => (await own(c, caller)).request('DELETE', '/api/account'),
    ok: 204,
  },

  // Onboarding, tools, imports
  { route: 'POST /api/onboarding/styles', call: (c) => c.post('/api/onboarding/styles', { brief: onboardingAnswers().brief }), ok: 200 },
  { route: 'POST /api/onboarding/understand', call: (c) => c.post('/api/onboarding/understand', { brief: onboardingAnswers().brief }), ok: 200 },
  { route: 'POST /api/tools/business-names', call: (c) => c.post('/api/tools/business-names', { keywords: 'bakery bread' }), ok: 200 },
  { route: 'POST /api/tools/business-ideas', call: (c) => c.post('/api/tools/business-ideas', { keywords: 'bakery bread' }), ok: 200 },
  { route: 'POST /api/imports', call: (c) => c.post('/api/imports', { url: 'https://bakery.invalid/' }), ok: 202 },
  {
    route: 'GET /api/imports/{importId}',
    note: 'an import started by someone holding its id',
    call: async (c) => c.get(`/api/imports/${(await new Visitor(c.base).post('/api/imports', { url: 'https://bakery.invalid/' })).body.importId}`),
    ok: 200,
  },

  // Websites of the caller's own
  // Creating websites: on a throwaway account of each signed-in caller (an account owns 3 at most).
  { route: 'POST /api/websites', call: async (c, _w, caller) => (await own(c, caller)).post('/api/websites', onboardingAnswers()), ok: 202 },
  { route: 'GET /api/websites', call: (c) => c.get('/api/websites'), ok: 200 },
  { route: 'GET /api/shared-websites', call: (c) => c.get('/api/shared-websites'), ok: 200 },
  {
    route: 'GET /api/websites/jobs/{jobId}',
    note: "the caller's own creation",
    call: async (c, _w, caller) => {
      const account = await own(c, caller);
      return account.get(`/api/websites/jobs/${(await account.post('/api/websites', onboardingAnswers())).body?.jobId ?? randomUUID()}`);
    },
    ok: 200,
  },
  {
    route: 'POST /api/websites/jobs/{jobId}/retry',
    note: "the caller's own creation",
    call: async (c, _w, caller) => {
      const account = await own(c, caller);
      return account.post(`/api/websites/jobs/${(await account.post('/api/websites', onboardingAnswers())).body?.jobId ?? randomUUID()}/retry`);
    },
    ok: 202,
  },
  { route: 'GET /api/handles/{handle}', call: (c) => c.get(`/api/handles/${handle()}`), ok: 200 },
  { route: 'GET /api/exports/{id}', note: "the owner's emailed link", call: (c) => raw(c, exportLink), ok: 200 },
  {
    route: 'GET /api/statistics-exports/{token}',
    note: 'the signed address the export call gave',
    call: async (c) =>
      raw(c, new URL((await people.owner.client.post(`/api/websites/${published.document.websiteSettings.id}/statistics/export`, { range: '7d' })).body.url).pathname),
    ok: 200,
  },
  {
    route: 'GET /api/booking-exports/{token}',
    note: 'the signed address the export call gave',
    call: async (c) => raw(c, new URL((await people.owner.client.post(`/api/websites/${published.document.websiteSettings.id}/bookings/export`)).body.url).pathname),
    ok: 200,
  },

  // Visitors of a published site
  { route: 'POST /api/public/{handle}/contact', call: (c) => c.post(`/api/public/${published.handle}/contact`, contactAnswers()), ok: 200 },
  { route: 'GET /api/public/{handle}/book', call: (c) => visit(c, 'GET', `/api/public/${published.handle}/book`), ok: 200 },
  {
    route: 'POST /api/public/{handle}/book',
    note: 'holds a free time',
    call: async (c) => visit(c, 'POST', `/api/public/${published.handle}/book`, await freeTime()),
    ok: 303,
  },
  {
    route: 'GET /api/public/{handle}/book/{holdId}',
    call: async (c) => visit(c, 'GET', await holdUrl()),
    ok: 200,
  },
  {
    route: 'POST /api/public/{handle}/book/{holdId}',
    note: 'books a held time',
    call: async (c) => visit(c, 'POST', await holdUrl(), { name: 'Visitor', email: fresh('booker'), phone: '', note: '' }),
    ok: 200,
  },
  {
    route: 'GET /api/public/booking-links/{token}',
    note: "a booking email's link: the token is the permission",
    call: async (c) => visit(c, 'GET', await visitorLink()),
    ok: 200,
  },
  {
    route: 'POST /api/public/booking-links/{token}',
    note: 'the visitor cancels from their link',
    call: async (c) => visit(c, 'POST', await visitorLink(), { action: 'cancel' }),
    ok: 200,
  },
  {
    route: 'GET /api/public/booking-links/{token}/move',
    note: "the visitor's link: times to move to",
    call: async (c) => visit(c, 'GET', `${await visitorLink()}/move`),
    ok: 200,
  },
  {
    route: 'POST /api/public/booking-links/{token}/move',
    note: 'the visitor moves their booking',
    call: async (c) => {
      const move = `${await visitorLink()}/move`;
      const times = [...(await (await fetch(`${running.base}${move}`)).text()).matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]!);
      return visit(c, 'POST', move, { start: times[times.length - 1]! });
    },
    ok: 200,
  },
  { route: 'POST /api/public/{handle}/newsletter', call: (c) => c.post(`/api/public/${published.handle}/newsletter`, { email: fresh('reader') }), ok: 200 },
  { route: 'POST /api/public/{handle}/tap/{kind}', call: (c) => c.post(`/api/public/${published.handle}/tap/call`), ok: 204 },
  { route: 'POST /api/public/{handle}/view', call: (c) => c.post(`/api/public/${published.handle}/view?p=%2F&r=`), ok: 204 },

  // A website of the owner's (spec §6)
  { route: 'GET /api/websites/{id}', call: (c, w) => c.get(`/api/websites/${w.id}`), ok: 200 },
  { route: 'GET /api/websites/{id}/owner', call: (c, w) => c.get(`/api/websites/${w.id}/owner`), ok: 200 },
  { route: 'GET /api/websites/{id}/invites', call: (c, w) => c.get(`/api/websites/${w.id}/invites`), ok: 200 },
  { route: 'GET /api/websites/{id}/versions', call: (c, w) => c.get(`/api/websites/${w.id}/versions`), ok: 200 },
  { route: 'GET /api/websites/{id}/versions/{sequence}', call: (c, w) => c.get(`/api/websites/${w.id}/versions/1`), ok: 200 },
  {
    route: 'POST /api/websites/{id}/versions/{sequence}/restore',
    // Nobody holds edit control, so whoever may restore can (holding it is edit-control.test's subject).
    setup: (w) => db.query('UPDATE draft_websites SET last_modified_by_user_id = NULL WHERE id = $1', [w.id]).then(() => undefined),
    call: (c, w) => c.post(`/api/websites/${w.id}/versions/1/restore`),
    ok: 200,
  },
  {
    route: 'POST /api/websites/{id}/rewrite',
    call: (c, w) => c.post(`/api/websites/${w.id}/rewrite`, { text: 'We bake bread well.', maxLength: 40, purpose: 'body' }),
    ok: 200,
  },
  { route: 'POST /api/websites/{id}/rewrite', note: 'an empty body: access is decided first', call: (c, w) => c.post(`/api/websites/${w.id}/rewrite`, {}), ok: 400 },
  {
    route: 'POST /api/websites/{id}/assistant',
    // Nobody holds edit control, so whoever may edit may ask (the holder's rule: assistant.test).
    setup: (w) => db.query('UPDATE draft_websites SET last_modified_by_user_id = NULL WHERE id = $1', [w.id]).then(() => undefined),
    call: (c, w) => c.post(`/api/websites/${w.id}/assistant`, { message: 'Open Saturdays 9 to 1' }),
    ok: 200,
  },
  { route: 'POST /api/websites/{id}/edit-control', call: (c, w) => c.post(`/api/websites/${w.id}/edit-control`), ok: 200 },
  {
    route: 'POST /api/invite/create',
    call: (c, w) => c.post('/api/invite/create', { invitedUserEmail: fresh('invitee'), websiteId: w.id, role: 'Collaborator' }),
    ok: 200,
  },
  { route: 'POST /api/invite/create', note: 'an empty body', validated: 'before-access', call: (c) => c.post('/api/invite/create', {}), ok: 400 },
  { route: 'POST /api/invite/resend/{id}', note: 'a pending invite', call: (c, w) => c.post(`/api/invite/resend/${w.pendingInviteId}`), ok: 204 },
  {
    route: 'DELETE /api/invite/delete/{id}',
    note: "the pending invitee's invite",
    call: (c, w) => c.request('DELETE', `/api/invite/delete/${w.pendingInviteId}`),
    ok: 204,
  },
  {
    route: 'DELETE /api/invite/delete/{id}',
    note: "the accepted guest's invite",
    ownInvite: (caller) => caller === 'guest',
    call: (c, w) => c.request('DELETE', `/api/invite/delete/${w.guestInviteId}`),
    ok: 204,
  },
  { route: 'GET /api/invite/{id}', note: "the pending invitee's link", call: (c, w) => c.get(`/api/invite/${w.pendingInviteId}`), ok: 200 },
  {
    route: 'POST /api/invite/accept/{id}',
    note: "the pending invitee's invite",
    invited: (caller) => caller === 'pending-guest',
    call: (c, w) => c.post(`/api/invite/accept/${w.pendingInviteId}`),
    ok: 200,
  },
  {
    route: 'POST /api/websites/{id}/publish',
    note: 'at its current address',
    setup: async (w) => setHandle(w.id, `cur-${w.id.slice(0, 8)}`),
    call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: `cur-${w.id.slice(0, 8)}` }),
    ok: 200,
  },
  {
    route: 'POST /api/websites/{id}/publish',
    note: 'a first address',
    access: newAddress,
    call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: handle() }),
    ok: 200,
  },
  {
    route: 'POST /api/websites/{id}/publish',
    note: 'a changed address',
    access: newAddress,
    setup: async (w) => setHandle(w.id, `old-${w.id.slice(0, 8)}`),
    call: (c, w) => c.post(`/api/websites/${w.id}/publish`, { handle: handle() }),
    ok: 200,
  },
  { route: 'POST /api/websites/{id}/publish', note: 'an empty body', validated: 'before-access', call: (c, w) => c.post(`/api/websites/${w.id}/publish`, {}), ok: 400 },
  { route: 'GET /api/websites/{id}/bookings', call: (c, w) => c.get(`/api/websites/${w.id}/bookings`), ok: 200 },
  { route: 'POST /api/websites/{id}/bookings/export', call: (c, w) => c.post(`/api/websites/${w.id}/bookings/export`), ok: 200 },
  { route: 'GET /api/websites/{id}/statistics', call: (c, w) => c.get(`/api/websites/${w.id}/statistics?range=30d`), ok: 200 },
  { route: 'POST /api/websites/{id}/statistics/settings', call: (c, w) => c.post(`/api/websites/${w.id}/statistics/settings`, { weeklyEmail: false }), ok: 200 },
  {
    route: 'POST /api/websites/{id}/statistics/settings',
    note: 'nothing to change: access is decided first',
    call: (c, w) => c.post(`/api/websites/${w.id}/statistics/settings`, {}),
    ok: 400,
  },
  { route: 'POST /api/websites/{id}/statistics/export', call: (c, w) => c.post(`/api/websites/${w.id}/statistics/export`, { range: '30d' }), ok: 200 },
  {
    route: 'GET /api/websites/{id}/statistics',
    note: 'a period that is not offered: access is decided first',
    call: (c, w) => c.get(`/api/websites/${w.id}/statistics?range=forever`),
    ok: 400,
  },
  {
    route: 'POST /api/websites/{id}/bookings/{bookingId}/confirm',
    setup: (w) => bookingRequestOn(w),
    call: (c, w) => c.post(`/api/websites/${w.id}/bookings/${bookingOf.get(w.id)}/confirm`),
    ok: 200,
  },
  {
    route: 'POST /api/websites/{id}/bookings/{bookingId}/decline',
    setup: (w) => bookingRequestOn(w),
    call: (c, w) => c.post(`/api/websites/${w.id}/bookings/${bookingOf.get(w.id)}/decline`),
    ok: 200,
  },
  { route: 'POST /api/websites/{id}/export-contacts', call: (c, w) => c.post(`/api/websites/${w.id}/export-contacts`), ok: 202 },
  { route: 'POST /api/websites/{id}/uploads/favicon', call: async (c, w) => c.request('POST', `/api/websites/${w.id}/uploads/favicon`, await pngImage(32)), ok: 200 },
  { route: 'POST /api/websites/{id}/uploads/logo', call: async (c, w) => c.request('POST', `/api/websites/${w.id}/uploads/logo`, await pngImage(240, 80)), ok: 200 },
  { route: 'GET /api/websites/{id}/stock-images', call: (c, w) => c.get(`/api/websites/${w.id}/stock-images?q=tooth`), ok: 200 },
  { route: 'POST /api/websites/{id}/images', call: async (c, w) => c.request('POST', `/api/websites/${w.id}/images`, await pngImage(64, 48)), ok: 201 },
  { route: 'GET /api/websites/{id}/images', call: (c, w) => c.get(`/api/websites/${w.id}/images`), ok: 200 },
  {
    route: 'DELETE /api/websites/{id}/images/{imageId}',
    note: 'a photo the owner uploaded',
    setup: async (w) => {
      photoOf.set(w.id, (await people.owner.client.request('POST', `/api/websites/${w.id}/images`, await pngImage(48, 64))).body.id);
    },
    call: (c, w) => c.request('DELETE', `/api/websites/${w.id}/images/${photoOf.get(w.id)}`),
    ok: 204,
  },
  { route: 'DELETE /api/websites/{id}', call: (c, w) => c.request('DELETE', `/api/websites/${w.id}`), ok: 204 },

  // Custom domains: the owner connects, asks for a check, disconnects and deletes; editors read
  { route: 'GET /api/websites/{id}/domain', setup: (w) => withDomain(w), call: (c, w) => c.get(`/api/websites/${w.id}/domain`), ok: 200 },
  { route: 'POST /api/websites/{id}/domain', setup: (w) => publishSite(w), call: (c, w) => c.post(`/api/websites/${w.id}/domain`, { domain: domainName() }), ok: 200 },
  { route: 'POST /api/websites/{id}/domain', note: 'an empty body', validated: 'before-access', call: (c, w) => c.post(`/api/websites/${w.id}/domain`, {}), ok: 400 },
  {
    route: 'DELETE /api/websites/{id}/domain',
    note: 'a pending domain',
    setup: (w) => withDomain(w),
    call: (c, w) => c.request('DELETE', `/api/websites/${w.id}/domain`),
    ok: 204,
  },
  { route: 'POST /api/websites/{id}/domain/check', setup: (w) => withDomain(w), call: (c, w) => c.post(`/api/websites/${w.id}/domain/check`), ok: 200 },
  { route: 'POST /api/websites/{id}/domain/disconnect', setup: (w) => withDomain(w), call: (c, w) => c.post(`/api/websites/${w.id}/domain/disconnect`), ok: 204 },
  {
    route: 'GET /api/domains/allowed',
    note: 'a connected domain',
    setup: async (w) => db.query(`UPDATE website_domains SET state = 'Connected' WHERE domain_name = $1`, [await withDomain(w)]).then(() => undefined),
    call: (c, w) => c.get(`/api/domains/allowed?domain=${w.domain}`),
    ok: 200,
  },
  { route: 'GET /api/domains/allowed', note: 'an unknown domain', call: (c) => c.get(`/api/domains/allowed?domain=${domainName()}`), ok: 404 },
];

/** A domain name no other row uses. */
const domainName = () => `www.m-${randomUUID().slice(0, 12)}.test`;
/** Publishes the website (as its owner): domains are for published sites. */
async function publishSite(w: Website): Promise<void> {
  const published = await people.owner.client.post(`/api/websites/${w.id}/publish`, { handle: handle() });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}`);
}
/** Publishes the website and connects a domain to it (as its owner); answers the domain. */
async function withDomain(w: Website): Promise<string> {
  await publishSite(w);
  w.domain = domainName();
  const connected = await people.owner.client.post(`/api/websites/${w.id}/domain`, { domain: w.domain });
  if (connected.status !== 200) throw new Error(`connect answered ${connected.status}`);
  return w.domain;
}

/** A call whose answer is not JSON (a picture, a CSV). */
/** The booking request a row's website has (its setup made it). */
const bookingOf = new Map<string, string>();

/** A visitor's booking request on the website, tomorrow (as the booking page would store it). */
async function bookingRequestOn(w: Website): Promise<void> {
  const [row] = await db.query(
    `INSERT INTO bookings (website_id, service_id, status, starts_at, ends_at, busy_until, name, email)
     VALUES ($1, 'cut', 'requested', now() + interval '1 day', now() + interval '1 day 45 minutes', now() + interval '1 day 45 minutes', 'Visitor', 'visitor@example.com')
     RETURNING id`,
    [w.id],
  );
  bookingOf.set(w.id, row.id);
}

/** A visitor's page or form post to a booking route, with the caller's cookies and token, from an address of its own. */
async function visit(client: HttpClient, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<{ status: number; body: any }> {
  const res = await fetch(`${client.base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': `10.${rnd()}.${rnd()}.${rnd()}`,
      ...(client.cookies.size && { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
      ...(client.accessToken && { authorization: `Bearer ${client.accessToken}` }),
      ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body: form && new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: await res.text() };
}

/** The booking form of the published site's first free time. */
async function freeTime(): Promise<Record<string, string>> {
  const page = await (await fetch(`${running.base}/api/public/${published.handle}/book`)).text();
  const start = /name="start" value="([^"]+)"/.exec(page)?.[1];
  const service = /name="service" value="([^"]+)"/.exec(page)?.[1];
  if (!start || !service) throw new Error('the booking page offers no time');
  return { service, start };
}

/** A fresh hold's details page address. */
async function holdUrl(): Promise<string> {
  const held = await fetch(`${running.base}/api/public/${published.handle}/book`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.${rnd()}.${rnd()}.${rnd()}` },
    body: new URLSearchParams(await freeTime()).toString(),
  });
  const location = held.headers.get('location');
  if (held.status !== 303 || !location) throw new Error(`holding a time answered ${held.status}`);
  return location;
}

/**
 * The link a fresh booking's email gives its visitor (the page's address, with its signed token):
 * a confirmed booking at the site's first free time, stored as the booking page stores one, and
 * the link signed as the booking emails sign it (the emails themselves are bookings-http's subject).
 */
async function visitorLink(): Promise<string> {
  const { service, start } = await freeTime();
  const [row] = await db.query(
    `INSERT INTO bookings (website_id, service_id, status, starts_at, ends_at, busy_until, name, email)
     VALUES ($1, $2, 'confirmed', $3, $3::timestamptz + interval '15 minutes', $3::timestamptz + interval '15 minutes', 'Visitor', $4) RETURNING id, ends_at`,
    [published.document.websiteSettings.id, service, start, fresh('booker')],
  );
  return new URL(await running.app.get(BookingLinks).url({ bookingId: row.id, role: 'visitor' }, row.ends_at)).pathname;
}

async function raw(client: HttpClient, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${client.base}${path}`, { headers: client.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {} });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

const contractRoute = (row: Row): ApiRoute => {
  const found = API_ROUTES.find((route) => `${route.method.toUpperCase()} ${route.path}` === row.route);
  if (!found) throw new Error(`${row.route} is not in the contract`);
  return found;
};

/** What the one rule says the call answers. */
function expected(row: Row, caller: Caller): number {
  const ok = typeof row.ok === 'function' ? row.ok(caller) : row.ok;
  const access = row.access ?? contractRoute(row).access;
  const who: RouteCaller =
    caller === 'anonymous'
      ? { signedIn: false }
      : { signedIn: true, relation: RELATION[caller], ownInvite: row.ownInvite?.(caller) ?? false, invited: row.invited?.(caller) ?? false };
  const decision = routeDecision(access, who);
  if (decision === 'allow') return ok;
  if (row.validated === 'before-access' && decision !== 'sign-in') return ok;
  return REFUSAL_STATUS[decision];
}

it('has a row for every route of the contract', () => {
  const covered = new Set(rows.map((row) => contractRoute(row)));
  expect(API_ROUTES.filter((route) => !covered.has(route)).map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
});

describe.each(callers)('as %s', (caller) => {
  it.each(rows.map((row) => [row.note ? `${row.route} (${row.note})` : row.route, row] as const))('%s', async (name, row) => {
    const site = await website();
    try {
      await row.setup?.(site);
      const client = caller === 'anonymous' ? new Visitor(running.base) : people[caller].client;
      const { status, body } = await row.call(client, site, caller);
      const want = expected(row, caller);
      // One readable line per mismatch: the call, the caller, what came back.
      expect({ call: name, caller, status, ...(status !== want && { body }) }).toEqual({ call: name, caller, status: want });
      if (want === 404 && caller !== 'anonymous' && contractRoute(row).access.kind === 'website') expect(body.error.message).toBe('No website at this link');
      if (want === 403) expect(body.error.code).toMatch(/^(forbidden|invite_wrong_account)$/);
      // An allowed call answers what the contract says it answers.
      const answer = contractRoute(row).response;
      if (status === answer.status && answer.body && !answer.contentType) {
        const parsed = answer.body.safeParse(body);
        expect({ call: name, matchesContract: parsed.success, ...(!parsed.success && { issues: parsed.error.issues.slice(0, 3) }) }).toEqual({
          call: name,
          matchesContract: true,
        });
      }
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
