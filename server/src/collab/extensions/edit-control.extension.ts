import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type {
  afterUnloadDocumentPayload,
  beforeHandleMessagePayload,
  connectedPayload,
  Connection,
  Extension,
  Hocuspocus,
  onConfigurePayload,
  onDisconnectPayload,
  onStatelessPayload,
} from '@hocuspocus/server';
import { removeAwarenessStates } from 'y-protocols/awareness';
import { canEdit, collabClientMessageSchema, ERROR_MESSAGES, type CollabServerMessage, type EditHolder } from '@frontdoor/shared';
import type { EditHolders } from '@frontdoor/data';
import type { LiveEvents } from '../../events/live-events.js';
import type { CollabContext } from '../collab-context.js';
import { PRESENCE, type DraftPresence } from '../draft-presence.js';
import type { EditRequestStore, PendingEditRequest } from '../edit-requests.js';

/** Requests for edit control and their answers (issue 26): a use case of the collab module handles them. */
export interface EditRequestHandler {
  request(userId: string, draftId: string): Promise<void>;
  answer(userId: string, draftId: string, requestId: string, handOver: boolean): Promise<void>;
}

/** Who has a draft open and the request waiting, with a signature to compare. */
interface Seen {
  present: EditHolder[];
  request: PendingEditRequest | null;
  signature: string;
}

/** What every designer of a draft is told besides its own editable flag. */
interface ControlState {
  holder: EditHolder | null;
  present: EditHolder[];
  request: PendingEditRequest | null;
}

/** How long a freeze waits for the holder's tabs to answer `release` (they answer in a round trip). */
const RELEASE_ANSWER_MS = 3000;
/**
 * How long a claim waits for every instance to answer its freeze: an instance answers once its
 * holder's tabs answered `release` (a busy browser may take seconds) and it stored what they sent,
 * so longer than RELEASE_ANSWER_MS; a claim that went on sooner would keep a version without the
 * keystrokes the holder's screen showed last (CI saw three of them lost).
 */
const FREEZE_ANSWER_MS = RELEASE_ANSWER_MS + 2000;
/** A freeze whose claim never finished (its instance stopped) ends by itself after this long. */
const FREEZE_LIMIT_MS = 10_000;

/**
 * Edit control on the collaboration socket (spec §4, ARCHITECTURE §4): each designer is told on
 * connecting who holds it and whether it may edit (read-only itself is decided once, by the
 * authentication extension). A claim changes every live connection of the draft on this
 * instance at once (CollabServer.applyClaim); Hocuspocus then ignores a read-only connection's
 * updates.
 *
 * Taking control races the previous editor, who may be typing on another instance. So a claim
 * first freezes the draft on every instance (`freeze`): each one makes the draft's connections
 * read-only, stores what it had already accepted, and answers; only then is the claim recorded
 * and the live document reset. The previous editor's updates are thus either stored before the
 * claim (and undone by the reset) or never applied; the event store refuses, under the draft's
 * row lock, any that still arrive from an instance that did not answer in time.
 *
 * Presence (issue 26): each connection of a designer is listed in DraftPresence (Redis) while
 * open, and a few seconds after it closes; a request for edit control waits in
 * EditRequestStore. Whenever either changes, every instance tells the draft's designers the
 * whole state ('edit-control': holder, whether the holder is present, who is, the request);
 * each instance also looks for changes every PRESENCE.beatMs, so an instance that stopped
 * without a word is noticed.
 */
export class EditControlExtension implements Extension {
  private instance: Hocuspocus | null = null;
  private beat: NodeJS.Timeout | null = null;
  private requestHandler: EditRequestHandler | null = null;
  /** Per live draft: what its designers were last told (to tell only changes), and a count of claims seen (a slower read never overwrites a claim). */
  private readonly told = new Map<string, { signature: string; state: ControlState }>();
  private readonly claims = new Map<string, number>();
  /**
   * Reads of the holder of a draft and of a user's email, batched: those asked for in the same
   * tick are one query (a rush of opens asks for each draft and user many times at once). Nothing
   * is cached: each read is of what is stored when it is made.
   */
  private readonly holderIds = new DataLoader<string, string | null>(
    async (draftIds) => {
      const found = await this.holders.holdersOf(draftIds);
      return draftIds.map((id) => found.get(id) ?? found.get(id.toLowerCase()) ?? null);
    },
    { cache: false, maxBatchSize: 100 },
  );
  private readonly holderLoader = new DataLoader<string, EditHolder>(
    async (userIds) => {
      const found = await this.holders.holders(userIds);
      return userIds.map((id) => found.get(id) ?? { userId: id, email: null });
    },
    { cache: false, maxBatchSize: 100 },
  );
  /** Per draft, a tell under way, and whether another was asked for meanwhile (and must tell even without a change). */
  private readonly telling = new Map<string, { again: boolean; always: boolean }>();
  /** Drafts whose claim is under way: no connection of theirs edits until it is recorded. */
  private readonly frozen = new Map<string, NodeJS.Timeout>();
  /**
   * The holder set by the last claim seen here, per live draft: a connection opened from the
   * database just before that claim was recorded is read-only all the same.
   */
  private readonly claimedHolders = new Map<string, string>();
  /** Claims of this instance waiting for the other instances' answers to their freeze. */
  private readonly answers = new Map<string, () => void>();
  /** Editable connections asked to stop typing (`release`), and what to call when they answer. */
  private readonly releasing = new Map<Connection, () => void>();

  constructor(
    private readonly holders: EditHolders,
    private readonly liveEvents: LiveEvents,
    private readonly flush: () => Promise<void>,
    private readonly presence: DraftPresence,
    private readonly requests: EditRequestStore,
  ) {
    liveEvents.onNotice((notice) => {
      if (notice.kind === 'edit-control-changed') void this.tell(notice.draftId, true);
      if (notice.kind === 'collab-message') this.sendHere(notice.draftId, notice.userIds, notice.message);
      if (notice.kind === 'edit-control-freeze') {
        void this.freezeHere(notice.draftId, notice.to ?? null).then(() => this.liveEvents.notify({ kind: 'edit-control-frozen', claimId: notice.claimId }));
      }
      if (notice.kind === 'edit-control-frozen') this.answers.get(notice.claimId)?.();
      if (notice.kind === 'edit-control-thaw') this.thawHere(notice.draftId, notice.holderUserId);
    });
  }

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
    this.beat = setInterval(() => void this.renew(), PRESENCE.beatMs).unref();
  }

  async onDestroy(): Promise<void> {
    if (this.beat) clearInterval(this.beat);
    await this.presence.forget();
  }

  /** The use case that answers requests for edit control (set once by the collab module). */
  handleRequests(handler: EditRequestHandler): void {
    this.requestHandler = handler;
  }

  async connected({ connection, documentName, socketId, context }: connectedPayload<CollabContext>): Promise<void> {
    // Listed as present (every instance is told), then told the whole state itself. Redis or
    // the database away: the designer is told when they are back (never a failed connection).
    try {
      await this.presence.join(documentName, socketId, await this.holder(context.userId)).catch(() => undefined);
      await this.liveEvents.notify({ kind: 'edit-control-changed', draftId: documentName });
      const state = await this.read(documentName);
      if (state) connection.sendStateless(JSON.stringify(this.message(connection, state)));
    } catch {
      // the next change or beat tells it
    }
  }

  /** A designer closed: after the grace (a reload comes back within it), every instance looks again. */
  async onDisconnect({ documentName, socketId }: onDisconnectPayload): Promise<void> {
    if (!(await this.presence.leave(documentName, socketId).catch(() => false))) return;
    setTimeout(() => void this.liveEvents.notify({ kind: 'edit-control-changed', draftId: documentName }), PRESENCE.graceMs + 250).unref();
  }

  /** Requests for edit control and answers, from a designer (collabClientMessageSchema). */
  async onStateless({ connection, documentName, payload }: onStatelessPayload): Promise<void> {
    let parsed;
    try {
      parsed = collabClientMessageSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'released') return this.releasing.get(connection)?.();
    if (!this.requestHandler) return;
    const userId = (connection.context as Partial<CollabContext>).userId;
    if (!userId || message.type === 'save') return;
    try {
      if (message.type === 'request-edit-control') await this.requestHandler.request(userId, documentName);
      else await this.requestHandler.answer(userId, documentName, message.requestId, message.handOver);
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : ERROR_MESSAGES.internal;
      connection.sendStateless(JSON.stringify({ type: 'edit-request-refused', message: text } satisfies CollabServerMessage));
    }
  }

  /** Tells every designer of the draft, on every instance, the state again (a request was made or answered). */
  async changed(draftId: string): Promise<void> {
    await this.liveEvents.notify({ kind: 'edit-control-changed', draftId });
  }

  /**
   * Access was removed (issue 37): the users are no longer present, with no grace (they are not
   * coming back), and every designer of the draft, on every instance, is told at once. Call it
   * before closing their connections here, so the closes leave no grace entry.
   */
  async removeUsers(draftId: string, userIds: readonly string[]): Promise<void> {
    await this.presence.drop(draftId, userIds).catch(() => undefined);
    await this.liveEvents.notify({ kind: 'edit-control-changed', draftId });
  }

  /** Sends a message to these users' connections to the draft, on every instance. */
  async sendTo(draftId: string, userIds: readonly string[], message: CollabServerMessage): Promise<void> {
    const text = JSON.stringify(message);
    this.sendHere(draftId, userIds, text);
    await this.liveEvents.notify({ kind: 'collab-message', draftId, userIds: [...userIds], message: text });
  }

  /** The users with the draft open now (any instance). */
  present(draftId: string): Promise<EditHolder[]> {
    return this.presence.list(draftId);
  }

  private sendHere(draftId: string, userIds: readonly string[], text: string): void {
    for (const connection of this.connectionsOf(draftId)) {
      if (userIds.includes((connection.context as Partial<CollabContext>).userId ?? '')) connection.sendStateless(text);
    }
  }

  /** Every PRESENCE.beatMs: this instance's entries are renewed and each live draft's designers told what changed. */
  private async renew(): Promise<void> {
    await this.presence.renew().catch(() => undefined);
    for (const draftId of this.instance?.documents.keys() ?? []) await this.tell(draftId, false);
  }

  /** Who has the draft open and the request waiting (Redis): what a beat compares. */
  private async presenceOf(draftId: string): Promise<Seen> {
    const [present, request] = await Promise.all([
      this.presence.list(draftId).catch(() => this.told.get(draftId)?.state.present ?? []),
      this.requests.get(draftId).catch(() => null),
    ]);
    return { present, request, signature: JSON.stringify([present.map((user) => user.userId), request?.id ?? null]) };
  }

  /** Reads the state of a draft; null while a claim is under way or when one was seen during the read. */
  private async read(draftId: string, known?: Seen): Promise<ControlState | null> {
    const claims = this.claims.get(draftId) ?? 0;
    const [{ present, request }, holderId] = await Promise.all([known ?? this.presenceOf(draftId), this.claimedHolders.get(draftId) ?? this.holderIds.load(draftId)]);
    const holder = holderId ? (present.find((user) => user.userId === holderId) ?? (await this.holder(holderId))) : null;
    if (this.frozen.has(draftId) || (this.claims.get(draftId) ?? 0) !== claims) return null;
    return { holder, present, request: request && request.holderId === holderId ? request : null };
  }

  /**
   * Tells this instance's designers of the draft the state: always when asked (a notice, a
   * claim), else (a beat) only when who is present or the request changed — the holder changes
   * only by a claim, so a beat reads Redis and not the database.
   */
  private async tell(draftId: string, always: boolean): Promise<void> {
    // One at a time per draft: asked again meanwhile (a rush of opens notifies once per
    // connection), it reads and tells once more when the one under way is done, with what is
    // current then, instead of every request reading Redis and the database at once.
    const running = this.telling.get(draftId);
    if (running) {
      running.again = true;
      running.always ||= always;
      return;
    }
    const run = { again: false, always: false };
    this.telling.set(draftId, run);
    try {
      await this.tellOnce(draftId, always);
      while (run.again) {
        const again = run.always;
        run.again = false;
        run.always = false;
        await this.tellOnce(draftId, again);
      }
    } finally {
      this.telling.delete(draftId);
    }
  }

  private async tellOnce(draftId: string, always: boolean): Promise<void> {
    if (!this.instance?.documents.has(draftId)) return;
    const seen = await this.presenceOf(draftId);
    if (!always && this.told.get(draftId)?.signature === seen.signature) return;
    const state = await this.read(draftId, seen).catch(() => null);
    if (!state || !this.instance.documents.has(draftId)) return;
    this.told.set(draftId, { signature: seen.signature, state });
    for (const connection of this.connectionsOf(draftId)) connection.sendStateless(JSON.stringify(this.message(connection, state)));
  }

  private message(connection: Connection, state: ControlState): CollabServerMessage {
    const { holder, present, request } = state;
    return {
      type: 'edit-control',
      holder,
      editable: !connection.readOnly,
      self: (connection.context as Partial<CollabContext>).userId ?? '',
      holderPresent: holder !== null && present.some((user) => user.userId === holder.userId),
      present,
      request: request ? { id: request.id, from: request.from, waitsMs: Math.max(0, request.until - Date.now()) } : null,
    };
  }

  /** After a claim: the new holder, who is present as last read, and no request waiting. */
  private stateAfterClaim(draftId: string, holder: EditHolder): ControlState {
    return { holder, present: this.told.get(draftId)?.state.present ?? [], request: null };
  }

  /**
   * A claim was recorded (on any instance): here, every connection of the draft but the
   * holder's turns read-only at once, and each designer is told; then the state is read again.
   */
  applyClaim(draftId: string, holder: EditHolder): void {
    this.claimed(draftId, holder.userId);
    const state = this.stateAfterClaim(draftId, holder);
    const document = this.instance?.documents.get(draftId);
    for (const connection of this.connectionsOf(draftId)) {
      connection.readOnly = (connection.context as Partial<CollabContext>).userId !== holder.userId;
      // Where the previous editor was working (issue 37) goes with their control: their awareness
      // states are removed for every designer (through Redis on the other instances), and their
      // designer, read-only now, relays none (CollabFrameGate). The new editor's follows.
      const clients = connection.readOnly && document ? [...document.getClients(connection)] : [];
      if (clients.length > 0) removeAwarenessStates(document!.awareness, clients, 'edit-control');
      connection.sendStateless(JSON.stringify(this.message(connection, state)));
    }
    // A request waiting for the previous holder is moot now.
    void this.requests
      .clear(draftId)
      .catch(() => undefined)
      .then(() => this.tell(draftId, true));
  }

  /**
   * Runs before every message is applied: a connection of a draft that is frozen here, or of a
   * user who is not the holder a claim set, turns read-only before its update can be applied.
   */
  async beforeHandleMessage({ connection, documentName, context }: beforeHandleMessagePayload<CollabContext>): Promise<void> {
    if (connection.readOnly) return;
    // Frozen: the claim under way tells every designer when it is recorded.
    if (this.frozen.has(documentName)) connection.readOnly = true;
    const holder = this.claimedHolders.get(documentName);
    if (connection.readOnly || holder === undefined || holder === context.userId) return;
    // Opened as an editor from the database just before a claim: this designer is told who edits.
    connection.readOnly = true;
    connection.sendStateless(JSON.stringify(this.message(connection, this.stateAfterClaim(documentName, await this.holder(holder)))));
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    if (this.instance?.documents.has(documentName)) return;
    this.claimedHolders.delete(documentName);
    this.told.delete(documentName);
    this.claims.delete(documentName);
  }

  private holder(userId: string): Promise<EditHolder> {
    return this.holderLoader.load(userId);
  }

  /**
   * Freezes the draft on every instance before a claim is recorded: here at once, then through
   * Redis; resolves when every instance that received the notice has made the draft's
   * connections read-only and stored what it had accepted (or after FREEZE_ANSWER_MS).
   */
  async freeze(draftId: string, to: EditHolder | null = null): Promise<void> {
    await this.release(draftId, to);
    this.freezeConnections(draftId);
    const claimId = randomUUID();
    let answered = 0;
    let expected: number | null = null;
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const timer = setTimeout(() => finish(), FREEZE_ANSWER_MS);
    this.answers.set(claimId, () => {
      answered += 1;
      if (expected !== null && answered >= expected) finish();
    });
    try {
      // Redis counts the instances the notice reached (this one too): that many answers.
      expected = await this.liveEvents.notify({ kind: 'edit-control-freeze', draftId, claimId, to });
      if (answered >= expected) finish();
      await done;
    } finally {
      clearTimeout(timer);
      this.answers.delete(claimId);
    }
  }

  /** The claim failed: every instance gives the draft's connections back to the holder before it. */
  async thaw(draftId: string, holderUserId: string | null): Promise<void> {
    this.thawHere(draftId, holderUserId);
    await this.liveEvents.notify({ kind: 'edit-control-thaw', draftId, holderUserId });
  }

  /** A claim was recorded (on any instance): the freeze ends and its holder is remembered. */
  claimed(draftId: string, holderUserId: string): void {
    this.unfreeze(draftId);
    if (!this.instance?.documents.has(draftId)) return;
    this.claimedHolders.set(draftId, holderUserId);
    this.claims.set(draftId, (this.claims.get(draftId) ?? 0) + 1);
  }

  private async freezeHere(draftId: string, to: EditHolder | null): Promise<void> {
    await this.release(draftId, to);
    this.freezeConnections(draftId);
    await this.flush().catch(() => undefined);
  }

  /**
   * Issue 37: before the draft's connections turn read-only, each editable one (the holder's
   * tabs) is asked to stop typing and answers on the same socket, after every update it sent:
   * so every keystroke the holder's screen shows is applied here, none dropped by the freeze.
   * A tab that does not answer within RELEASE_ANSWER_MS is frozen all the same.
   */
  private async release(draftId: string, to: EditHolder | null): Promise<void> {
    const editable = this.connectionsOf(draftId).filter((connection) => !connection.readOnly && !this.releasing.has(connection));
    await Promise.all(
      editable.map(
        (connection) =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              this.releasing.delete(connection);
              resolve();
            };
            const timer = setTimeout(done, RELEASE_ANSWER_MS);
            this.releasing.set(connection, done);
            try {
              connection.sendStateless(JSON.stringify({ type: 'release', to } satisfies CollabServerMessage));
            } catch {
              done();
            }
          }),
      ),
    );
  }

  private freezeConnections(draftId: string): void {
    clearTimeout(this.frozen.get(draftId));
    const limit = setTimeout(() => {
      // Its claim never finished: the holder recorded in the database edits again.
      void this.holders
        .holderOf(draftId)
        .then((holderId) => this.thawHere(draftId, holderId))
        .catch(() => this.unfreeze(draftId));
    }, FREEZE_LIMIT_MS);
    limit.unref();
    this.frozen.set(draftId, limit);
    for (const connection of this.connectionsOf(draftId)) connection.readOnly = true;
  }

  private thawHere(draftId: string, holderUserId: string | null): void {
    if (!this.frozen.has(draftId)) return;
    this.unfreeze(draftId);
    for (const connection of this.connectionsOf(draftId)) {
      connection.readOnly = !canEdit((connection.context as Partial<CollabContext>).userId ?? '', holderUserId ? { userId: holderUserId } : null);
    }
  }

  private unfreeze(draftId: string): void {
    clearTimeout(this.frozen.get(draftId));
    this.frozen.delete(draftId);
  }

  private connectionsOf(draftId: string): Connection[] {
    return [...(this.instance?.documents.get(draftId)?.getConnections() ?? [])];
  }
}
