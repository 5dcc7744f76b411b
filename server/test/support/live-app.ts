import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createDefaultSiteDocument, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { CollabServer } from '../../src/collab/collab-server.js';
import { startAppWithWorker } from './app-with-worker.js';
import { collabClients, type CollabClient } from './collab-client.js';
import type { HttpClient } from './http-client.js';
import { signInByCode } from './sign-in.js';

export interface LiveApp {
  base: string;
  store: DraftEventStore;
  /** The database, for a test's own reads and setup. */
  db: DataSource;
  /** The instance's collaboration server: its batcher and its Hocuspocus documents. */
  collab: CollabServer;
  /** A designer's collab connection; ended by closeClients(). */
  open(draftId: string, token: string): CollabClient;
  /** Ends the connections open() made: call in afterEach. */
  closeClients(): void;
  /** Stops the server and worker and drops the database: call in afterAll. */
  stop(): Promise<void>;
}

/** Server and worker on a fresh database, for a test file of the live draft over its collab connection. */
export async function startLiveApp(): Promise<LiveApp> {
  const running = await startAppWithWorker();
  const clients = collabClients(() => running.base);
  return {
    base: running.base,
    store: new DraftEventStore(running.app.get(DataSource)),
    db: running.app.get(DataSource),
    collab: running.app.get(CollabServer),
    open: clients.open,
    closeClients: clients.closeAll,
    async stop() {
      clients.closeAll();
      await running.stop();
    },
  };
}

const SECTIONS: SectionType[] = ['Header', 'Introduction', 'Services', 'Contact', 'Footer'];

/** A newly signed-in owner (`tag`-…@example.com) and a draft of theirs with `sectionTypes`. */
export async function ownerWithDraft(
  { base, store }: Pick<LiveApp, 'base' | 'store'>,
  tag: string,
  sectionTypes = SECTIONS,
): Promise<{ id: string; token: string; userId: string; document: SiteDocument; client: HttpClient }> {
  const { session, client } = await signInByCode(base, `${tag}-${randomUUID().slice(0, 8)}@example.com`);
  const id = randomUUID();
  const document = createDefaultSiteDocument({ id, businessName: 'Harbor Dental', sectionTypes });
  await store.createDraft({ userId: session.user.id, document });
  return { id, token: session.accessToken, userId: session.user.id, document, client };
}
