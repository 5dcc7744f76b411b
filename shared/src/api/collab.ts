import { z } from 'zod';
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
};

/** A kind of version listed in the History panel. */
export const VERSION_KINDS = ['created', 'saved', 'published', 'restored'] as const;
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
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;

export const draftVersionDetailSchema = draftVersionSchema.extend({ document: siteDocumentSchema });
export type DraftVersionDetail = z.infer<typeof draftVersionDetailSchema>;

/** Stateless messages a designer sends on its collaboration connection. */
export const collabClientMessageSchema = z.discriminatedUnion('type', [
  /** Save Draft: the server appends a `saved` event with the live document's JSON. */
  z.object({ type: z.literal('save'), requestId: z.string().max(LIMITS.id) }),
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
  /** A save that could not be done. */
  z.object({ type: z.literal('save-failed'), requestId: z.string(), message: z.string() }),
  /**
   * Who holds edit control (spec §4: one editor at a time): sent on connecting and whenever it
   * changes. `editable` is whether this connection may edit.
   */
  z.object({
    type: z.literal('edit-control'),
    holder: editHolderSchema.nullable(),
    editable: z.boolean(),
  }),
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
