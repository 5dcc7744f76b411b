import { z } from 'zod';

/** The longest label of an assistant's version in History. */
export const ASSISTANT_LABEL_MAX = 120;
import { siteDocumentSchema } from '../site/site-document.js';
import { LIMITS } from '../site/limits.js';
import { editHolderSchema } from './live-events.js';

/** The collaboration endpoint (Hocuspocus) on the server's own HTTP port; document name = draft id. */
export const COLLAB_PATH = '/collab';

/**
 * Why the server refused or closed a collaboration connection. The reason travels to the
 * provider (permission denied or close reason) and the designer shows its message.
 */
export const COLLAB_REFUSALS = {
  unauthorized: 'Your session has ended. Please sign in again.',
  'no-access': 'No website at this link',
  'load-failed': 'Please check your connection and try again',
  'invalid-update': 'A change could not be saved because it would break the page. It was undone.',
  /**
   * Not an error the designer shows: an update arrived ahead of changes it builds on (edits made
   * offline, sent on reconnect), so it cannot be checked yet. The connection starts again with a
   * full sync that carries everything, and the designer keeps its copy.
   */
  resync: 'Catching up with changes made while offline.',
  malformed: 'The connection sent a message that could not be read. Reconnecting.',
  /**
   * A message beyond COLLAB_LIMITS (one frame, or the draft's changes waiting to be compacted).
   * The change was not applied: the designer starts again from the server's document.
   */
  'too-large': 'A change was too large to save. It was undone.',
  /**
   * More messages than COLLAB_LIMITS allow (updates per second, Save Draft per minute). The
   * designer reconnects and keeps its copy: the catching-up sync carries what was refused.
   */
  'too-fast': 'Changes arrived faster than they can be saved. Please wait a moment.',
} as const;
export type CollabRefusal = keyof typeof COLLAB_REFUSALS;

/** Close codes of a connection the server ends itself (4000-4999 are the application's). */
export const COLLAB_CLOSE_CODES: Record<CollabRefusal, number> = {
  unauthorized: 4401,
  'no-access': 4403,
  'load-failed': 4503,
  'invalid-update': 4422,
  resync: 4409,
  malformed: 4400,
  'too-large': 4413,
  'too-fast': 4429,
};

/**
 * Limits on the live document (issue 23): far above what a person editing in the designer does,
 * low enough that one connection cannot exhaust the server, its peers or the draft's storage.
 */
export const COLLAB_LIMITS = {
  /** Bytes of one WebSocket frame once authenticated (a whole pasted section is a few KB). */
  frameBytes: 256 * 1024,
  /** Bytes of a frame before its connection is authenticated: only an auth message (a token). */
  authFrameBytes: 8 * 1024,
  /** Frames held, unread, between an auth message and its answer (the provider sends 2), and their bytes. */
  framesWhileAuthenticating: 32,
  bytesWhileAuthenticating: 64 * 1024,
  /** Frames per connection: a sustained rate per second, and the burst allowed above it. */
  framesPerSecond: 60,
  framesBurst: 400,
  /** Bytes of one awareness state as JSON. */
  awarenessStateBytes: 2 * 1024,
  /** Save Draft per connection: a burst, refilled over a minute. */
  savesPerMinute: 30,
  /**
   * Bytes of a draft's Yjs events stored since its last snapshot. Compaction (every few seconds of
   * quiet, at least every 30 s) folds them into the snapshot, so a draft being edited stays far
   * below; beyond it, updates are refused until the next compaction.
   */
  storedBytesSinceSnapshot: 20 * 1024 * 1024,
} as const;

/**
 * A kind of version listed in the History panel. `taken-over` keeps the displaced editor's
 * changes since the last saved version when someone takes edit control (issue 26); it is never
 * the version the draft compares with ('Unsaved changes'), only one to restore or copy from.
 * `handed-over` keeps the leaving editor's changes in their name when edit control passes on by
 * a hand-over or because they left (issue 37): it is the draft's new baseline, so no later
 * take-over can revert them.
 */
export const VERSION_KINDS = ['created', 'saved', 'published', 'restored', 'taken-over', 'handed-over', 'assistant'] as const;
export const versionKindSchema = z.enum(VERSION_KINDS);
export type VersionKind = z.infer<typeof versionKindSchema>;

/** One saved version of a draft (History panel): the event's sequence is its id. */
export const draftVersionSchema = z.object({
  sequence: z.number().int().positive(),
  kind: versionKindSchema,
  at: z.string(),
  /** Who made it; null when the account is gone. */
  by: z.string().nullable(),
  /** The version a restore brought back. */
  restoredFrom: z.number().int().positive().nullable().optional(),
  /** When that version was made (History: 'Restored the version of 14:05'); null when it is gone. */
  restoredFromAt: z.string().nullable().optional(),
  /** A `taken-over` version: whose unsaved changes it keeps, and who took edit control (`by`). */
  takenOver: z.object({ displacedEmail: z.string().nullable(), takenByEmail: z.string().nullable() }).nullable().optional(),
  /** A `handed-over` version: to whom edit control passed (`by` is the leaving editor), and how: handed over on request, or the editor had left. */
  handedOver: z.object({ toEmail: z.string().nullable(), left: z.boolean() }).nullable().optional(),
  /** An `assistant` version: what the assistant's applied answer did ('Saturday hours added'). */
  label: z.string().max(ASSISTANT_LABEL_MAX).nullable().optional(),
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;

export const draftVersionDetailSchema = draftVersionSchema.extend({ document: siteDocumentSchema });
export type DraftVersionDetail = z.infer<typeof draftVersionDetailSchema>;

/** Stateless messages a designer sends on its collaboration connection. */
export const collabClientMessageSchema = z.discriminatedUnion('type', [
  /** Save Draft: the server appends a `saved` event with the live document's JSON. */
  z.object({
    type: z.literal('save'),
    requestId: z.string().max(LIMITS.id),
    /** An applied answer of the assistant (issue 41): recorded as an `assistant` version with this label. */ label: z
      .string()
      .trim()
      .min(1)
      .max(ASSISTANT_LABEL_MAX)
      .optional(),
  }),
  /** A watcher asks the holder of edit control, who has the draft open, to hand it over (issue 26). */
  z.object({ type: z.literal('request-edit-control') }),
  /** The holder answers a request: hand over now, or keep editing. */
  z.object({ type: z.literal('answer-edit-request'), requestId: z.string().max(LIMITS.id), handOver: z.boolean() }),
  /**
   * The answer to `release` (issue 37): this tab stopped typing; every update it made was sent
   * before this message on the same socket, so the server has them all when it reads it.
   */
  z.object({ type: z.literal('released') }),
]);
export type CollabClientMessage = z.infer<typeof collabClientMessageSchema>;

/** Stateless messages the server sends to the designers of a draft. */
export const collabServerMessageSchema = z.discriminatedUnion('type', [
  /** A version was saved (Save Draft, publish or restore): every tab now compares against it. */
  z.object({
    type: z.literal('version'),
    version: draftVersionSchema,
    document: siteDocumentSchema,
    /** Set on the answer to the tab that asked to save. */
    requestId: z.string().optional(),
  }),
  /** The last saved version when a designer connects. */
  z.object({ type: z.literal('baseline'), version: draftVersionSchema, document: siteDocumentSchema }),
  /**
   * What the live page shows (issue 26): the document of the last publish, or null before the
   * first one. Sent on connecting and after every publish, so each designer can tell whether
   * the draft holds changes the page does not have (compare with `samePublishedContent`).
   */
  z.object({ type: z.literal('published'), document: siteDocumentSchema.nullable() }),
  /** A save that could not be done. */
  z.object({ type: z.literal('save-failed'), requestId: z.string(), message: z.string() }),
  /**
   * Who holds edit control (spec §4: one editor at a time): sent on connecting and whenever it,
   * who has the draft open, or a request for it changes. `editable` is whether this connection
   * may edit; `self` is its user. `present`: the users with the draft open now (on any
   * instance, a few seconds' grace for reconnects); `holderPresent`: whether the holder is one.
   * `request`: a watcher's pending request to the holder, with the milliseconds it still waits.
   */
  z.object({
    type: z.literal('edit-control'),
    holder: editHolderSchema.nullable(),
    editable: z.boolean(),
    self: z.string(),
    holderPresent: z.boolean(),
    present: z.array(editHolderSchema),
    request: z.object({ id: z.string(), from: editHolderSchema, waitsMs: z.number() }).nullable(),
  }),
  /**
   * Edit control is about to pass on (issue 37): the holder's tabs stop typing at once and answer
   * `released`, so every keystroke their screen shows is in the draft before the claim is recorded.
   */
  z.object({ type: z.literal('release'), to: editHolderSchema.nullable() }),
  /** The holder kept edit control: told to the user whose request it was. */
  z.object({ type: z.literal('edit-request-declined'), requestId: z.string(), holder: editHolderSchema }),
  /** A request or answer that was not taken, and why (to the connection that sent it). */
  z.object({ type: z.literal('edit-request-refused'), message: z.string() }),
  /**
   * Someone took edit control from this user: the live document differed from the last saved
   * version, so those changes were kept as a `taken-over` version of History (to the displaced
   * user's connections, on every instance).
   */
  z.object({ type: z.literal('changes-kept'), version: draftVersionSchema, takenBy: editHolderSchema }),
  /** An update refused as invalid, just before the connection is closed. */
  z.object({ type: z.literal('refused'), issues: z.array(z.string()) }),
]);
export type CollabServerMessage = z.infer<typeof collabServerMessageSchema>;

/** 'Rewrite with AI' (designer): a replacement text within the field's limit. */
export const rewriteRequestSchema = z.object({
  text: z.string().max(4000),
  maxLength: z.number().int().min(8).max(4000),
  purpose: z.string().max(64),
});
export type RewriteRequest = z.infer<typeof rewriteRequestSchema>;
