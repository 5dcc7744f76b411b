import { randomUUID } from 'node:crypto';
import type { afterUnloadDocumentPayload, beforeHandleMessagePayload, connectedPayload, Connection, Extension, Hocuspocus, onConfigurePayload } from '@hocuspocus/server';
import { canEdit, type CollabServerMessage, type EditHolder } from '@frontdoor/shared';
import type { EditHolders } from '@frontdoor/data';
import type { LiveEvents } from '../../events/live-events.js';
import type { CollabContext } from '../collab-context.js';

/** How long a claim waits for every instance to answer its freeze (they answer in milliseconds). */
const FREEZE_ANSWER_MS = 2000;
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
 */
export class EditControlExtension implements Extension {
  private instance: Hocuspocus | null = null;
  /** Drafts whose claim is under way: no connection of theirs edits until it is recorded. */
  private readonly frozen = new Map<string, NodeJS.Timeout>();
  /**
   * The holder set by the last claim seen here, per live draft: a connection opened from the
   * database just before that claim was recorded is read-only all the same.
   */
  private readonly claimedHolders = new Map<string, string>();
  /** Claims of this instance waiting for the other instances' answers to their freeze. */
  private readonly answers = new Map<string, () => void>();

  constructor(
    private readonly holders: EditHolders,
    private readonly liveEvents: LiveEvents,
    private readonly flush: () => Promise<void>,
  ) {
    liveEvents.onNotice((notice) => {
      if (notice.kind === 'edit-control-freeze') {
        void this.freezeHere(notice.draftId).then(() => this.liveEvents.notify({ kind: 'edit-control-frozen', claimId: notice.claimId }));
      }
      if (notice.kind === 'edit-control-frozen') this.answers.get(notice.claimId)?.();
      if (notice.kind === 'edit-control-thaw') this.thawHere(notice.draftId, notice.holderUserId);
    });
  }

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  async connected({ connection, documentName }: connectedPayload<CollabContext>): Promise<void> {
    const holderId = await this.holders.holderOf(documentName);
    const holder = holderId ? await this.holder(holderId) : null;
    connection.sendStateless(JSON.stringify({ type: 'edit-control', holder, editable: !connection.readOnly } satisfies CollabServerMessage));
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
    const message = { type: 'edit-control', holder: await this.holder(holder), editable: false } satisfies CollabServerMessage;
    connection.sendStateless(JSON.stringify(message));
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    if (this.instance?.documents.has(documentName)) return;
    this.claimedHolders.delete(documentName);
  }

  private holder(userId: string): Promise<EditHolder> {
    return this.holders.holder(userId);
  }

  /**
   * Freezes the draft on every instance before a claim is recorded: here at once, then through
   * Redis; resolves when every instance that received the notice has made the draft's
   * connections read-only and stored what it had accepted (or after FREEZE_ANSWER_MS).
   */
  async freeze(draftId: string): Promise<void> {
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
      expected = await this.liveEvents.notify({ kind: 'edit-control-freeze', draftId, claimId });
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
    if (this.instance?.documents.has(draftId)) this.claimedHolders.set(draftId, holderUserId);
  }

  private async freezeHere(draftId: string): Promise<void> {
    this.freezeConnections(draftId);
    await this.flush().catch(() => undefined);
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
