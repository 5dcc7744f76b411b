import type { IncomingMessage } from 'node:http';
import type { UpgradeRouter } from '../common/upgrade-router.js';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Hocuspocus, type RedisTransactionOrigin } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import * as Y from 'yjs';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  COLLAB_CLOSE_CODES,
  COLLAB_LIMITS,
  COLLAB_PATH,
  COLLAB_REFUSALS,
  patchSiteDocument,
  readSiteDocument,
  type CollabServerMessage,
  type DraftVersion,
  type EditHolder,
  type Env,
  type SiteDocument,
} from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { CollabFrameGate } from './frame-check.js';
import { FrameGateExtension } from './extensions/frame-gate.extension.js';
import { AccessTokens } from '../auth/access-tokens.js';
import { SessionsService } from '../auth/sessions.service.js';
import { DraftEventStore, DraftVersions, EditHolders } from '@frontdoor/data';
import { DraftAccess } from '../drafts/draft-access.js';
import { LiveDrafts } from './live-drafts.js';
import { AuthenticationExtension } from './extensions/authentication.extension.js';
import { EventStoreExtension } from './extensions/event-store.extension.js';
import { MetricsExtension } from './extensions/metrics.extension.js';
import { ValidationExtension } from './extensions/validation.extension.js';
import { EditControlExtension } from './extensions/edit-control.extension.js';
import { LinkSafetyExtension } from './extensions/link-safety.extension.js';
import { JobQueues } from '../queues/job-queues.js';
import { LiveEvents } from '../events/live-events.js';
import { UpdateBatcher } from './update-batcher.js';
import { admitOpens, draftStateLoader } from './draft-loads.js';
import type PQueue from 'p-queue';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { DraftPresence } from './draft-presence.js';
import { EditRequestStore } from './edit-requests.js';
import type { EditRequestHandler } from './extensions/edit-control.extension.js';

/** How long updates wait to be appended together (ARCHITECTURE §3: tens of milliseconds). */
const BATCH_DELAY_MS = 20;

/** Batches of updates stored at once (each holds one of the database pool's connections). */
const STORE_BATCHES_IN_FLIGHT = 3;

/**
 * Stored updates brought into this instance's copy are applied as a relay is: every extension
 * treats them as already stored elsewhere (not appended again, not published to Redis again).
 */
const ALREADY_STORED: RedisTransactionOrigin = { source: 'redis' };

/**
 * The collaboration endpoint: Hocuspocus on the server's own HTTP port at /collab (document
 * name = draft id), built from one extension per concern. The upgrade is routed by path, so
 * other WebSocket endpoints can share the port. Other features use it through LiveDrafts.
 */
@Injectable()
export class CollabServer implements LiveDrafts, OnApplicationShutdown {
  readonly hocuspocus: Hocuspocus;
  readonly metrics: MetricsExtension;
  readonly editControl: EditControlExtension;
  private readonly authentication: AuthenticationExtension;
  private readonly eventStore: EventStoreExtension;
  readonly batcher: UpdateBatcher;
  /** The opening hooks of connections, bounded (draft-loads.ts). */
  readonly admission: PQueue;
  /**
   * Frames up to COLLAB_LIMITS.frameBytes are read; larger ones are refused by the frame gate with
   * the shared close code. Beyond twice that, ws itself ends the socket (1009) without reading.
   */
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 2 * COLLAB_LIMITS.frameBytes });
  private readonly frameGates = new FrameGateExtension();
  private readonly logger = new Logger('Collab');
  /** Called with (draftId, sequence) whenever updates of a draft are durable (bench, tests). */
  readonly storedListeners = new Set<(draftId: string, sequence: number) => void>();

  constructor(
    @Inject(AccessTokens) tokens: AccessTokens,
    @Inject(SessionsService) sessions: SessionsService,
    @Inject(DraftAccess) access: DraftAccess,
    @Inject(EditHolders) holders: EditHolders,
    @Inject(DraftEventStore) private readonly store: DraftEventStore,
    @Inject(DraftVersions) versions: DraftVersions,
    @Inject(ENV) env: Env,
    @Inject(LiveEvents) liveEvents: LiveEvents,
    @Inject(Redis) redis: Redis,
    @Inject(JobQueues) queues: JobQueues,
  ) {
    this.editControl = new EditControlExtension(holders, liveEvents, () => this.batcher.flush(), new DraftPresence(redis, randomUUID()), new EditRequestStore(redis));
    this.authentication = new AuthenticationExtension(tokens, sessions, access);
    // A claim made on any instance reaches this one's connections through Redis.
    liveEvents.onEvent((users, event) => {
      if (event.type === 'edit-control-claimed') this.applyClaim(event.websiteId, event.holder);
      if (event.type === 'access-revoked') this.closeConnections(event.websiteId, users);
    });
    // Sessions ended on any instance (sign-out, password reset...): their connections close here.
    liveEvents.onNotice((notice) => {
      if (notice.kind === 'sessions-ended') this.closeSessions(notice.sessionIds);
      // The worker stored a change of the draft (a link's check state): open designers see it now.
      if (notice.kind === 'draft-stored') void this.bringInStored(notice.draftId);
    });
    this.metrics = new MetricsExtension(() => this.hocuspocus.documents.size);
    this.batcher = new UpdateBatcher(store, {
      delayMs: BATCH_DELAY_MS,
      onStored: (draftId, sequence) => {
        this.metrics.batchesStored += 1;
        for (const listener of this.storedListeners) listener(draftId, sequence);
      },
      maxInFlight: STORE_BATCHES_IN_FLIGHT,
      // Never swallowed: each failure is logged with its drafts and counted; the batcher retries.
      onError: (error, draftIds, attempts) => {
        this.metrics.storeFailures += 1;
        this.logger.warn({
          message: `Storing draft updates failed (attempt ${attempts}), retrying each draft: ${(error as Error).message}`,
          draftIds: draftIds.slice(0, 20),
          drafts: draftIds.length,
        });
      },
    });
    const loadedBytes = new Map<string, number>();
    this.eventStore = new EventStoreExtension(store, versions, this.batcher, liveEvents, draftStateLoader(store), loadedBytes);
    this.hocuspocus = new Hocuspocus({
      name: 'frontdoor',
      // onStoreDocument writes the projection and snapshot only: every update is already
      // appended by the batcher, so waiting here costs nothing in durability.
      // Compaction merges and validates a whole document: every 5 s of quiet (COLLAB_STORE_DEBOUNCE_MS),
      // at least every 30 s while someone types, so that busy servers spend their time on edits (bench/collab).
      debounce: env.COLLAB_STORE_DEBOUNCE_MS,
      maxDebounce: 30_000,
      extensions: [
        // Documents sync across server instances through Redis (ARCHITECTURE §1: nothing another
        // instance needs lives only in one process). Relayed updates are not stored twice.
        redisExtension(env),
        this.authentication,
        new ValidationExtension(store, loadedBytes),
        this.eventStore,
        // After the store: the draft's Web links waiting for their safety check get a job.
        new LinkSafetyExtension(queues, (message) => this.logger.warn(message)),
        this.editControl,
        this.metrics,
        this.frameGates,
      ],
    });
    // A rush of opens queues here, the connections already opening first (draft-loads.ts).
    this.admission = admitOpens(this.hocuspocus);
  }

  /** Takes the WebSocket upgrades of /collab. */
  attach(router: UpgradeRouter): void {
    router.route(COLLAB_PATH, (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.sockets.handleUpgrade(request, socket, head, (ws) => this.connect(ws, request)),
    );
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }

  async resetTo(draftId: string, userId: string, document: SiteDocument, options: { bringInStored?: boolean; waitForUnload?: boolean } = {}): Promise<void> {
    // A direct connection acting for the user: every open tab receives the change, and the
    // batcher stores it as that user's update.
    const connection = await this.hocuspocus.openDirectConnection(draftId, { userId });
    try {
      if (options.bringInStored) {
        const [live, stored] = [this.hocuspocus.documents.get(draftId), await this.store.load(draftId)];
        if (live && stored) Y.applyUpdate(live, Y.encodeStateAsUpdate(stored.ydoc), ALREADY_STORED);
      }
      // Only what differs from `document` is written (nothing when nothing does).
      await connection.transact((live) => patchSiteDocument(live, document));
      await this.batcher.flush();
    } finally {
      // A claim answers without waiting for the unload (it waits on the Redis extension's store
      // lock; the reset is already durable); a restore waits for it, as it always has.
      const closed = connection.disconnect();
      if (options.bringInStored && !options.waitForUnload) void closed.catch(() => undefined);
      else await closed;
    }
  }

  /**
   * Merges what the event store holds and this instance's live copy of the draft lacks (a change
   * stored by the worker) into the live document, as a relay: every connection here receives it,
   * and it is neither appended again nor relayed (each instance brings it in itself). A document
   * still loading is waited for, since its load may have read the store before the change. A
   * failure is only logged: the designers see the change when the draft is next loaded.
   */
  private async bringInStored(draftId: string): Promise<void> {
    try {
      const live = this.hocuspocus.documents.get(draftId) ?? (await this.hocuspocus.loadingDocuments.get(draftId)?.catch(() => undefined));
      if (!live) return;
      const stored = await this.store.load(draftId);
      if (stored) Y.applyUpdate(live, Y.encodeStateAsUpdate(stored.ydoc, Y.encodeStateVector(live)), ALREADY_STORED);
    } catch (error) {
      this.logger.warn(`Stored change not brought in: ${(error as Error).message}`);
    }
  }

  announceVersion(draftId: string, recorded: { version: DraftVersion; document: SiteDocument }): void {
    const live = this.hocuspocus.documents.get(draftId);
    live?.broadcastStateless(JSON.stringify({ type: 'version', ...recorded } satisfies CollabServerMessage));
  }

  announcePublished(draftId: string, recorded: { version: DraftVersion; document: SiteDocument }): void {
    const live = this.hocuspocus.documents.get(draftId);
    live?.broadcastStateless(JSON.stringify({ type: 'published', document: recorded.document } satisfies CollabServerMessage));
    live?.broadcastStateless(JSON.stringify({ type: 'version', ...recorded } satisfies CollabServerMessage));
  }

  freeze(draftId: string, to: EditHolder | null = null): Promise<void> {
    return this.editControl.freeze(draftId, to);
  }

  thaw(draftId: string, holderUserId: string | null): Promise<void> {
    return this.editControl.thaw(draftId, holderUserId);
  }

  /**
   * Edit control changed hands: on this instance, every connection of the draft turns read-only
   * unless it is the new holder's, at once, and each designer is told. From here on Hocuspocus
   * ignores the updates a read-only connection still sends: never stored nor broadcast.
   */
  applyClaim(draftId: string, holder: EditHolder): void {
    this.editControl.applyClaim(draftId, holder);
  }

  present(draftId: string): Promise<EditHolder[]> {
    return this.editControl.present(draftId);
  }

  editControlChanged(draftId: string): Promise<void> {
    return this.editControl.changed(draftId);
  }

  sendTo(draftId: string, userIds: readonly string[], message: CollabServerMessage): Promise<void> {
    return this.editControl.sendTo(draftId, userIds, message);
  }

  handleEditRequests(handler: EditRequestHandler): void {
    this.editControl.handleRequests(handler);
  }

  /**
   * Access was removed: the users' connections to the draft end, on every instance. They leave
   * the draft's presence at once (no reconnect grace), and its designers are told now (issue 37).
   */
  closeConnections(draftId: string, userIds: readonly string[]): void {
    const document = this.hocuspocus.documents.get(draftId);
    if (!document) return;
    void this.editControl.removeUsers(draftId, userIds);
    for (const connection of document.getConnections()) {
      if (userIds.includes((connection.context as { userId?: string }).userId ?? '')) {
        connection.readOnly = true;
        connection.close({ code: COLLAB_CLOSE_CODES['no-access'], reason: COLLAB_REFUSALS['no-access'] });
      }
    }
  }

  /** These sessions ended: their connections on this instance close (AuthenticationExtension). */
  closeSessions(sessionIds: readonly string[]): void {
    this.authentication.closeSessions(sessionIds);
  }

  private connect(ws: WebSocket, request: IncomingMessage): void {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const upgrade = new Request(`http://localhost${request.url ?? '/'}`, { headers });
    const connection = this.hocuspocus.handleConnection(ws, upgrade);
    // Every frame passes the gate first: size, rate, nothing decoded before authentication, and
    // awareness filtered (frame-check.ts).
    const gate = new CollabFrameGate({
      deliver: (frame) => connection.handleMessage(frame),
      echo: (frame) => ws.send(frame),
      keepAlive: () => (connection.lastMessageReceivedAt = Date.now()),
      close: (code, reason) => {
        this.logger.debug({ message: 'Collaboration frame refused: connection closed', reason });
        ws.close(code, reason);
      },
    });
    this.frameGates.gates.set(upgrade, gate);
    ws.on('message', (data: Buffer) => gate.receive(new Uint8Array(data)));
    ws.on('close', (code: number, reason: Buffer) => connection.handleClose({ code, reason: reason.toString() }));
    ws.on('error', () => ws.terminate());
  }

  /** Flushes what is waiting and writes the projections of live drafts before stopping. */
  async onApplicationShutdown(): Promise<void> {
    await this.batcher.flush().catch(() => undefined);
    this.hocuspocus.closeConnections();
    this.sockets.close();
    // Let the live documents store and unload (the Redis extension unsubscribes on unload) before
    // its connections close below; bounded, so a stuck store never holds the shutdown.
    // Compactions run a few at a time while serving; at shutdown, all at once.
    this.eventStore.hurry();
    for (const name of this.hocuspocus.documents.keys()) this.hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`);
    const until = Date.now() + 3000;
    while ((this.hocuspocus.documents.size > 0 || this.hocuspocus.unloadingDocuments.size > 0) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Extensions release what they hold (the Redis extension's two connections).
    await this.hocuspocus.hooks('onDestroy', { instance: this.hocuspocus }).catch(() => undefined);
  }

  /** LiveDrafts.liveDocument: this instance's loaded copy, read without touching the store. */
  liveDocument(draftId: string): SiteDocument | null {
    const document = this.hocuspocus.documents.get(draftId);
    if (!document || document.isLoading) return null;
    const checked = readSiteDocument(document);
    return checked.ok ? checked.document : null;
  }
}

function redisExtension(env: Env): RedisExtension {
  const url = new URL(env.REDIS_URL);
  const extension = new RedisExtension({
    host: url.hostname,
    port: Number(url.port || 6379),
    prefix: `${env.REDIS_PREFIX}:collab`,
    // How long an unloading document waits for relayed syncs to finish (loopback or a LAN).
    disconnectDelay: 250,
    options: {
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
      // rediss:// is Redis over TLS, as the app's own connection (ioredis reads it from the URL).
      ...(url.protocol === 'rediss:' ? { tls: { servername: url.hostname } } : {}),
    },
  });
  // Its two connections keep reconnecting by themselves; without a listener every failed attempt
  // while Redis is away prints "[ioredis] Unhandled error event" with a stack. /api/health and the
  // Redis module already say that Redis is down.
  for (const connection of [extension.pub, extension.sub]) connection.on('error', () => undefined);
  // With several instances, the one that did not get the store lock skips storing (the other
  // stores): Hocuspocus prints every hook error that has a message with console.error, outside the
  // JSON log. That skip is the normal path, so it goes without a message (it is still a skip).
  const store = extension.onStoreDocument.bind(extension);
  extension.onStoreDocument = async (payload) => {
    try {
      return await store(payload);
    } catch (error) {
      if (error instanceof Error && error.name === 'SkipFurtherHooksError') error.message = '';
      throw error;
    }
  };
  return extension;
}
