import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import * as Y from 'yjs';
import { createDefaultSiteDocument, setField, yDocToSiteDocument, type SectionType } from '@frontdoor/shared';
import { AccessTokens } from '../src/auth/access-tokens.js';
import { AuthSessionEntity } from '../src/auth/entities/auth-session.entity.js';
import { repoRoot } from '../src/common/repo-root.js';
import { createDataSource } from '../src/database/data-source.js';
import { DraftEventStore } from '../src/drafts/draft-event-store.js';
import { connectCollab, eventually } from './support/collab-client.js';
import { freePort } from './support/free-port.js';
import { createTestContext, type TestContext } from './support/test-env.js';
import { createUser } from './support/users.js';

// Kill test (issue 8): a provider makes EDITS edits while the real server process is killed with
// SIGKILL and restarted KILLS times; afterwards the stored document has every edit the provider
// made. `npm test` runs this short form; KILL_EDITS and KILLS make it longer.

const EDITS = Number(process.env.KILL_EDITS ?? 1000);
const KILLS = Number(process.env.KILLS ?? 5);
const SECRET = 'kill-test-secret-0123456789abcdefghijkl';
const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'CustomerReviews', 'FrequentlyAskedQuestions', 'Contact', 'Footer'];

let context: TestContext;
let db: DataSource;
let port: number;
let server: ChildProcess | null = null;

const serverScript = () => `${repoRoot()}/server/dist/server/src/main.js`;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, [serverScript()], {
    env: { ...process.env, DATABASE_URL: context.env.DATABASE_URL, REDIS_URL: context.env.REDIS_URL, REDIS_PREFIX: context.env.REDIS_PREFIX, SMTP_URL: '', PORT: String(port), HOST: '127.0.0.1', AUTH_SECRET: SECRET, NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function untilUp(): Promise<void> {
  await eventually(() => fetch(`http://127.0.0.1:${port}/api/health`).then(() => true).catch(() => false), 'the server to start', 20_000);
}

beforeAll(async () => {
  if (!existsSync(serverScript())) throw new Error('server/dist is missing: npm test builds it first (node scripts/build.mjs)');
  context = await createTestContext({ AUTH_SECRET: SECRET });
  db = createDataSource(context.env.DATABASE_URL);
  await db.initialize();
  port = await freePort();
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await db?.destroy();
  await context?.cleanup();
});

it(`keeps every one of ${EDITS} edits through ${KILLS} SIGKILLs of the server`, async () => {
  const user = await createUser(db, 'kill-test@example.com');
  const now = new Date();
  const session = await db.manager.save(AuthSessionEntity, {
    userId: user.id, refreshHash: randomUUID(), previousRefreshHash: null, authTime: now, createdAt: now, lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3600_000), revokedAt: null, userAgent: 'kill-test',
  });
  const { token } = await new AccessTokens({ ...context.env, AUTH_SECRET: SECRET }).issue({ userId: user.id, sessionId: session.id, authTime: now });
  const id = randomUUID();
  const store = new DraftEventStore(db);
  await store.createDraft({ userId: user.id, document: createDefaultSiteDocument({ id, businessName: 'Kill Test Dental', sectionTypes: SECTIONS }) });

  server = startServer();
  await untilUp();
  const tab = connectCollab(`http://127.0.0.1:${port}`, id, token);
  await tab.synced;
  // The fields the edits cycle through: every text of the introduction, services and FAQ.
  const document = yDocToSiteDocument(tab.doc);
  const fields: string[][] = [];
  for (const section of document.sections) {
    if (section.type === 'Introduction') fields.push(['sections', section.id, 'heading'], ['sections', section.id, 'body']);
    if (section.type === 'Services') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'paragraph']);
    if (section.type === 'FrequentlyAskedQuestions') for (const item of section.items) fields.push(['sections', section.id, 'items', item.id, 'answer']);
  }
  const expected = new Map<string, string>();

  const killAt = new Set(Array.from({ length: KILLS }, (_, k) => Math.floor(((k + 1) * EDITS) / (KILLS + 1))));
  let lostWhileDown = 0;
  for (let edit = 0; edit < EDITS; edit++) {
    const path = fields[edit % fields.length]!;
    const text = `edit ${edit}`;
    expect(setField(tab.doc, path, text).ok).toBe(true);
    expected.set(path.join('/'), text);
    if (killAt.has(edit)) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server!.once('exit', resolve));
      // Edits go on while the server is down: the provider keeps them and sends them on reconnect.
      for (let offline = 0; offline < 5 && edit + 1 < EDITS; offline++) {
        edit += 1;
        const offlinePath = fields[edit % fields.length]!;
        setField(tab.doc, offlinePath, `edit ${edit}`);
        expected.set(offlinePath.join('/'), `edit ${edit}`);
        lostWhileDown += 1;
      }
      server = startServer();
      await untilUp();
    } else if (edit % 20 === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  // The provider's every change is on the server once it has no unsynced changes and the
  // server's state vector covers the provider's own clock.
  const clientId = tab.doc.clientID;
  const clock = Y.decodeStateVector(Y.encodeStateVector(tab.doc)).get(clientId)!;
  const stored = await eventually(async () => {
    const loaded = await store.load(id);
    const storedClock = loaded ? Y.decodeStateVector(Y.encodeStateVector(loaded.ydoc)).get(clientId) ?? 0 : 0;
    return storedClock >= clock ? loaded : null;
  }, 'every edit to be stored', 30_000);
  tab.destroy();

  const storedJson = yDocToSiteDocument(stored.ydoc);
  let lost = 0;
  for (const [path, text] of expected) {
    const segments = path.split('/');
    const section = storedJson.sections.find((s) => s.id === segments[1]) as unknown as Record<string, unknown>;
    const value = segments.length === 3 ? section[segments[2]!] : (section[segments[2]!] as { id: string; [k: string]: unknown }[]).find((item) => item.id === segments[3])![segments[4]!];
    if (value !== text) lost += 1;
  }
  console.log(`kill test: ${EDITS} edits, ${KILLS} SIGKILLs, ${lostWhileDown} made while the server was down, ${lost} lost`);
  expect(lost).toBe(0);
  expect((await store.replay(id))!.document).toEqual(storedJson);
}, 120_000);
