import type { CollabServerMessage, DraftVersion, EditHolder, SiteDocument } from '@frontdoor/shared';
import type { EditRequestHandler } from './extensions/edit-control.extension.js';

/**
 * What other features may ask of the live drafts (the collaboration server, CollabServer): the
 * narrow door to Hocuspocus, so no use case reaches into its documents, connections or batcher.
 * An abstract class so that it is also the Nest token (`@Inject(LiveDrafts)`).
 */
export abstract class LiveDrafts {
  /** Stores every update this instance has accepted so far (the live document is then durable). */
  abstract flush(): Promise<void>;

  /**
   * The draft's live document when this instance holds it (every edit it acknowledged, and those
   * relayed to it), or null when it holds none (or its content would not validate).
   */
  abstract liveDocument(draftId: string): SiteDocument | null;

  /**
   * Rewrites the live document of a draft to `document`, as the user's own edit: every open tab
   * receives the change and it is stored when this resolves. With `bringInStored`, what other
   * instances stored and Redis has not relayed here yet is merged in first, so none of it
   * survives the reset when it arrives. Only what differs from `document` is written (nothing
   * when nothing does). It resolves once the reset is durable; with `bringInStored` it does not
   * wait for the direct connection's document to unload, unless `waitForUnload`.
   */
  abstract resetTo(draftId: string, userId: string, document: SiteDocument, options?: { bringInStored?: boolean; waitForUnload?: boolean }): Promise<void>;

  /** Tells every designer of the draft (here) the saved version it now compares with. */
  abstract announceVersion(draftId: string, recorded: { version: DraftVersion; document: SiteDocument }): void;

  /**
   * A publish was recorded: every designer of the draft (here) compares with it both as the last
   * saved version and as what the live page shows.
   */
  abstract announcePublished(draftId: string, recorded: { version: DraftVersion; document: SiteDocument }): void;

  /**
   * Before a claim is recorded: the draft's connections turn read-only on every instance and
   * each stores what it had accepted (resolves when they answered, or after a short wait).
   */
  /** `to`: who takes edit control, told to the holder's tabs as they stop typing (issue 37). */
  abstract freeze(draftId: string, to?: EditHolder | null): Promise<void>;

  /** The claim failed: every instance gives the draft's connections back to `holderUserId`. */
  abstract thaw(draftId: string, holderUserId: string | null): Promise<void>;

  /** A claim was recorded: here, every connection of the draft but the holder's turns read-only, and each designer is told. */
  abstract applyClaim(draftId: string, holder: EditHolder): void;

  /** The users with the draft open now, on any instance (a few seconds' grace after a designer closes). */
  abstract present(draftId: string): Promise<EditHolder[]>;

  /** A request for edit control was made or answered: every designer of the draft, on every instance, is told the state again. */
  abstract editControlChanged(draftId: string): Promise<void>;

  /** Sends a message to these users' designers of the draft, on every instance. */
  abstract sendTo(draftId: string, userIds: readonly string[], message: CollabServerMessage): Promise<void>;

  /** The use case that answers requests for edit control sent on the collaboration socket. */
  abstract handleEditRequests(handler: EditRequestHandler): void;

  /** Access was removed: these users' connections to the draft close (here). */
  abstract closeConnections(draftId: string, userIds: readonly string[]): void;

  /** These sessions ended: their connections close (here), whatever the draft. */
  abstract closeSessions(sessionIds: readonly string[]): void;
}
