import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, IMPORT_FAILURE_MESSAGES, importStatusSchema, INVITE_LIMITS, type DevMail, type ImportResult } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { PAGES, startFixtureDns, startFixtureSite, type FixtureSite } from '../../worker/test/support/fixture-site.js';
import { startAppWithWorker } from './support/app-with-worker.js';
import { HttpClient } from './support/http-client.js';
import { signInByCode } from './support/sign-in.js';

/**
 * Issue 23 item 7 (part): limits an attacker cannot sidestep.
 * - Invitations are emails the platform sends to strangers for an owner: pending invites per
 *   owner and invitations sent per owner per day are capped (shared/src/rules/invite-limits.ts).
 * - The importer reads pages only on the web's ports (80, 443) and never connects to an IPv6
 *   address that embeds an IPv4 one (mapped, compatible, NAT64, 6to4), even where the test-only
 *   loopback allowance is on: the allowance must not hide the check.
 */

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let site: FixtureSite;
let dns: Awaited<ReturnType<typeof startFixtureDns>>;

beforeAll(async () => {
  site = await startFixtureSite();
  dns = await startFixtureDns();
  running = await startAppWithWorker({ SCRAPE_ALLOW_LOOPBACK: 'true', SCRAPE_DNS_SERVER: dns.server, SCRAPE_TIMEOUT_MS: '3000' });
});
afterAll(async () => {
  await running?.stop();
  await site?.close();
  await dns?.close();
});

async function invitations(to: string): Promise<DevMail[]> {
  const res = await fetch(`${running.base}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as DevMail[]).filter((mail) => mail.subject.includes(' invited you to edit '));
}

async function waitForInvitations(to: string, count: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await invitations(to)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${count} invitation(s) to ${to}`);
}

describe('invitations', () => {
  let client: HttpClient;
  let websiteId: string;
  let secondWebsiteId: string;
  const invited: { id: string; email: string }[] = [];
  let sent = 0;
  const invite = (to: string, on = websiteId) => client.post('/api/invite/create', { invitedUserEmail: to, websiteId: on, role: 'Collaborator' });

  beforeAll(async () => {
    const signedIn = await signInByCode(running.base, 'inviter@example.com');
    client = signedIn.client;
    const userId = signedIn.session.user.id;
    const store = new DraftEventStore(running.app.get(DataSource));
    websiteId = randomUUID();
    secondWebsiteId = randomUUID();
    await store.createDraft({ userId, document: createDefaultSiteDocument({ id: websiteId, businessName: 'Spam Free Plumbing' }) });
    await store.createDraft({ userId, document: createDefaultSiteDocument({ id: secondWebsiteId, businessName: 'Spam Free Plumbing East' }) });
  });

  it(`refuses a pending invitation beyond ${INVITE_LIMITS.pendingPerOwner} per owner, across their websites, and mails nothing for it`, async () => {
    expect(INVITE_LIMITS.pendingPerOwner).toBe(20);
    for (let i = 0; i < INVITE_LIMITS.pendingPerOwner; i++) {
      const email = `stranger-${i}@example.com`;
      const created = await invite(email, i % 2 ? secondWebsiteId : websiteId);
      expect(created.status).toBe(200);
      invited.push({ id: created.body.invite.id, email });
      sent++;
    }
    for (const on of [websiteId, secondWebsiteId]) {
      const refused = await invite('stranger-21@example.com', on);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'invite_pending_limit',
        message: 'You have 20 invitations waiting for an answer. Remove one, or wait until some are accepted, before inviting someone else.',
      });
    }
    await waitForInvitations(invited.at(-1)!.email, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await invitations('stranger-21@example.com')).toEqual([]);
    const [{ count }] = await running.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM website_invites WHERE invited_user_email = $1', ['stranger-21@example.com']);
    expect(count).toBe(0);

    // Sending a pending one again adds no pending invite; removing one makes room.
    expect((await client.post(`/api/invite/resend/${invited[0]!.id}`)).status).toBe(204);
    sent++;
    expect((await client.request('DELETE', `/api/invite/delete/${invited.shift()!.id}`)).status).toBe(204);
    const room = await invite('stranger-21@example.com');
    expect(room.status).toBe(200);
    invited.push({ id: room.body.invite.id, email: 'stranger-21@example.com' });
    sent++;
    await waitForInvitations('stranger-21@example.com', 1);
  });

  it(`sends at most ${INVITE_LIMITS.sentPerOwnerPerDay} invitations per owner per day, whether new, sent again or made after a removal`, async () => {
    expect(INVITE_LIMITS.sentPerOwnerPerDay).toBe(50);
    // Removing and inviting again does not reset anything: each invitation is an email to a stranger.
    let next = 100;
    while (sent < INVITE_LIMITS.sentPerOwnerPerDay) {
      if (sent % 2 === 0) {
        expect((await client.post(`/api/invite/resend/${invited[0]!.id}`)).status).toBe(204);
      } else {
        expect((await client.request('DELETE', `/api/invite/delete/${invited.shift()!.id}`)).status).toBe(204);
        const email = `stranger-${next++}@example.com`;
        const created = await invite(email);
        expect(created.status).toBe(200);
        invited.push({ id: created.body.invite.id, email });
      }
      sent++;
    }
    const daily = {
      code: 'invite_daily_limit',
      message: 'You have sent the most invitations allowed in a day (50). Please try again tomorrow.',
    };
    expect((await client.request('DELETE', `/api/invite/delete/${invited.shift()!.id}`)).status).toBe(204);
    const refused = await invite('one-too-many@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(daily);
    const resent = await client.post(`/api/invite/resend/${invited[0]!.id}`);
    expect(resent.status).toBe(429);
    expect(resent.body.error).toEqual(daily);
    await waitForInvitations(invited.at(-1)!.email, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await invitations('one-too-many@example.com')).toEqual([]);
  });
});

describe('the importer', () => {
  async function imported(url: string): Promise<ImportResult> {
    const client = new HttpClient(running.base);
    const created = await client.post('/api/imports', { url });
    expect(created.status).toBe(202);
    for (let i = 0; i < 400; i++) {
      const status = importStatusSchema.parse((await client.get(`/api/imports/${created.body.importId}`)).body);
      if (status.state === 'done') return status.result!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('import did not finish');
  }

  it('refuses a page on a port other than 80 and 443, and says so', async () => {
    const result = await imported('http://public.test:8080/menu');
    expect(result).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-port' });
    expect(IMPORT_FAILURE_MESSAGES['blocked-port']).toBe('We only read pages at the usual web ports (80 and 443). Use the address without a port number.');
    // Through a redirect too.
    expect(await imported(`http://fixtures.test:${site.port}/go/port`)).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-port' });
    // The fixture site's own port is allowed only because it is loopback under the test-only allowance.
    expect((await imported(`http://fixtures.test:${site.port}${PAGES.yelp}`)).outcome).toBe('imported');
  });

  it('never connects to an IPv6 address that embeds an IPv4 one, even with loopback allowed for tests', async () => {
    const read = () => site.requests.filter((path) => path === PAGES.yelp).length;
    const before = read();
    // Each name resolves (AAAA) to 127.0.0.1 written as IPv6: mapped, compatible, NAT64, 6to4.
    for (const name of ['mapped.test', 'compatible.test', 'nat64.test', 'sixtofour.test']) {
      const result = await imported(`http://${name}:${site.port}${PAGES.yelp}`);
      expect({ name, result }).toEqual({ name, result: { outcome: 'none', characters: 0, failure: 'blocked-address' } });
    }
    // A redirect to a literal one.
    for (const path of ['/go/mapped-literal', '/go/compatible-literal']) {
      expect(await imported(`http://fixtures.test:${site.port}${path}`)).toEqual({ outcome: 'none', characters: 0, failure: 'blocked-address' });
    }
    expect(read()).toBe(before);
  });
});
