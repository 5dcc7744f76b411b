import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDefaultSiteDocument, sitemapBucket } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { closeKillTest, killProcess, openKillTest, startServerProcess, untilUp } from './support/server-process.js';
import type { TestContext } from './support/test-env.js';
import { createUser, sessionToken } from './support/users.js';

// Kill test of a publish (issue 39, item 3): the server process (built dist) publishes a site
// that has a connected custom domain, alternating between two addresses, and is killed with
// SIGKILL in the middle of each publish, in turn: the moment its transaction has written to the
// published pages (it holds their lock, so it has not committed), the moment the new page can be
// read (committed: what comes after it must be too), or after a random delay. After each restart the stored state is the old publish or the new one, never
// half: one page, at the address the draft, its last 'published' event and the custom domain all
// name, published when the draft says it was, with its sitemap's rebuild asked for.

const ROUNDS = Number(process.env.PUBLISH_KILLS ?? 9);
const SECRET = 'publish-kill-secret-0123456789abcdefghij';
const ADDRESSES = ['kill-test-dental', 'kill-test-dental-two'] as const;

let context: TestContext;
let db: DataSource;
let port: number;
let server: ChildProcess | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stored {
  pages: number;
  handle: string | null;
  publishedAt: Date | null;
  draftHandle: string | null;
  draftPublishedAt: Date | null;
  eventHandle: string | null;
  events: number;
  domainHandle: string | null;
  sitemapAskedAt: Date | null;
}

/** What is stored about the draft's publishing, read in one statement. */
async function stored(draftId: string): Promise<Stored> {
  const [row] = await db.query(
    `SELECT (SELECT count(*)::int FROM websites WHERE draft_id = d.id) AS pages, w.handle, w.modified_at AS "publishedAt",
            d.handle AS "draftHandle", d.last_published_at AS "draftPublishedAt",
            (SELECT data->>'handle' FROM draft_events e WHERE e.draft_id = d.id AND e.kind = 'published' ORDER BY sequence DESC LIMIT 1) AS "eventHandle",
            (SELECT count(*)::int FROM draft_events e WHERE e.draft_id = d.id AND e.kind = 'published') AS events,
            (SELECT website_name FROM website_domains WHERE website_id = d.id) AS "domainHandle"
       FROM draft_websites d LEFT JOIN websites w ON w.draft_id = d.id WHERE d.id = $1`,
    [draftId],
  );
  const handle = row.handle as string | null;
  const [asked] = handle === null ? [] : await db.query(`SELECT requested_at FROM sitemap_rebuilds WHERE bucket = $1`, [sitemapBucket(handle)]);
  return { ...row, sitemapAskedAt: asked?.requested_at ?? null } as Stored;
}

/** Whether every record agrees on one publish (the question a half-written publish fails). */
function whole(state: Stored): boolean {
  return (
    state.pages === 1 &&
    state.handle !== null &&
    state.draftHandle === state.handle &&
    state.eventHandle === state.handle &&
    state.domainHandle === state.handle &&
    state.draftPublishedAt?.getTime() === state.publishedAt?.getTime() &&
    state.sitemapAskedAt !== null &&
    state.sitemapAskedAt.getTime() >= state.publishedAt!.getTime()
  );
}

/** Resolves true once the draft's page at `handle` can be read, that is, is committed (false after 3 s). */
async function pageCommitted(draftId: string, handle: string): Promise<boolean> {
  for (const until = Date.now() + 3000; Date.now() < until;) {
    if ((await db.query(`SELECT 1 FROM websites WHERE draft_id = $1 AND handle = $2`, [draftId, handle])).length) return true;
  }
  return false;
}

/** Resolves true once a transaction of the server holds the published pages' write lock (false after 3 s). */
async function pageBeingWritten(): Promise<boolean> {
  for (const until = Date.now() + 3000; Date.now() < until;) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.relation = 'websites'::regclass AND l.mode = 'RowExclusiveLock' AND a.pid <> pg_backend_pid() AND a.datname = current_database()`,
    );
    if (row.n > 0) return true;
  }
  return false;
}

beforeAll(async () => {
  ({ context, db, port } = await openKillTest(SECRET));
});

afterAll(() => closeKillTest(server, db, context));

it(`leaves the old publish or the new one, never half, through ${ROUNDS} SIGKILLs in the middle of publishing`, async () => {
  const user = await createUser(db, 'publish-kill@example.com');
  const token = await sessionToken(db, { ...context.env, AUTH_SECRET: SECRET }, user.id, 'publish-kill-test');
  const id = randomUUID();
  await new DraftEventStore(db).createDraft({
    userId: user.id,
    document: createDefaultSiteDocument({ id, businessName: 'Kill Test Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] }),
  });
  const publish = (handle: string) =>
    fetch(`http://127.0.0.1:${port}/api/websites/${id}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ handle }),
    });

  server = startServerProcess(context.env, port, SECRET);
  await untilUp(port);
  expect((await publish(ADDRESSES[0])).status).toBe(200);
  // The website answers on its own domain: a publish at a new address moves the domain with it.
  await db.query(
    `INSERT INTO website_domains (domain_name, state, website_name, website_id, user_id, zone, verification_token, created_at, modified_at)
     VALUES ('www.kill-test-dental.test', 'Connected', $1, $2, $3, 'kill-test-dental.test', 'kill-test', now(), now())`,
    [ADDRESSES[0], id, user.id],
  );
  let before = await stored(id);
  expect(whole(before)).toBe(true);

  let keptOldAfterWriting = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const target = before.handle === ADDRESSES[0] ? ADDRESSES[1] : ADDRESSES[0];
    const answered = publish(target).then(
      (res) => res.status,
      () => 0,
    );
    const moment = round % 3;
    const writing = moment === 0 ? await pageBeingWritten() : moment === 1 ? (await pageCommitted(id, target), false) : (await sleep(randomInt(0, 40)), false);
    await killProcess(server);
    await answered;
    server = startServerProcess(context.env, port, SECRET);
    await untilUp(port);

    const after = await stored(id);
    expect({ round, whole: whole(after), after }).toEqual({ round, whole: true, after });
    if (after.handle === target) {
      expect(after.events).toBe(before.events + 1);
    } else {
      expect(after).toEqual(before);
      if (writing) keptOldAfterWriting += 1;
    }
    before = after;
  }
  // The kills did land between a publish's writes, and those publishes were undone whole.
  expect(keptOldAfterWriting).toBeGreaterThan(0);

  // Publishing still works afterwards, at either address.
  const target = before.handle === ADDRESSES[0] ? ADDRESSES[1] : ADDRESSES[0];
  expect((await publish(target)).status).toBe(200);
  const last = await stored(id);
  expect([whole(last), last.handle, last.events]).toEqual([true, target, before.events + 1]);
}, 180_000);
