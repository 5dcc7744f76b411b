import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, type AuthSession, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startWorker } from '../../../worker/src/start-worker.js';
import { collabClients, type CollabClient } from './collab-client.js';
import { signInByCode } from './sign-in.js';
import { startTestServer } from './test-server.js';
import { createTestContext } from './test-env.js';

export interface TwoInstances {
  /** Two server instances on one PostgreSQL and Redis, as behind a load balancer. */
  servers: Awaited<ReturnType<typeof startTestServer>>[];
  db: DataSource;
  store: DraftEventStore;
  /** A designer's collab connection to instance `server`; ended by closeClients(). */
  open(draftId: string, token: string, server?: number): CollabClient;
  /** Ends the connections open() made: call in afterEach. */
  closeClients(): void;
  /** Stops the worker and both instances and drops the database: call in afterAll. */
  stop(): Promise<void>;
}

/**
 * Two server instances and a worker on a fresh database and Redis prefix, for a test file of
 * edit control or live drafts across instances. Both instances accept each other's tokens when
 * `overrides` names an AUTH_SECRET.
 */
export async function startTwoInstances(overrides: Record<string, string> = {}): Promise<TwoInstances> {
  const context = await createTestContext(overrides);
  const servers = [await startTestServer(context.env), await startTestServer(context.env)];
  const worker = await startWorker(context.env);
  const db = servers[0]!.app.get(DataSource);
  const clients = collabClients((server) => servers[server]!.base);
  return {
    servers,
    db,
    store: new DraftEventStore(db),
    open: clients.open,
    closeClients: clients.closeAll,
    async stop() {
      clients.closeAll();
      await worker.close();
      for (const server of servers) await server.app.close();
      await context.cleanup();
    },
  };
}

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];

export interface SharedDraft {
  id: string;
  /** The draft as created (five sections). */
  document: SiteDocument;
  owner: AuthSession;
  guest: AuthSession;
}

/**
 * An owner's draft (the owner created it, so holds edit control) shared with an accepted guest
 * editor (owner-`tag`@ and guest-`tag`@example.com, signed in on the first instance); the invite
 * row is inserted as accepted.
 */
export async function sharedDraft({ servers, db, store }: Pick<TwoInstances, 'servers' | 'db' | 'store'>, tag: string): Promise<SharedDraft> {
  const base = servers[0]!.base;
  const owner = (await signInByCode(base, `owner-${tag}@example.com`)).session;
  const guest = (await signInByCode(base, `guest-${tag}@example.com`)).session;
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes: SECTIONS });
  await store.createDraft({ userId: owner.user.id, document });
  await db.query(`INSERT INTO website_invites (invited_user_email, invited_user_id, website_id, accepted) VALUES ($1, $2, $3, true)`, [
    guest.user.email,
    guest.user.id,
    id,
  ]);
  return { id, document, owner, guest };
}
