import { z } from 'zod';

/** Kinds of rows in a draft's event log (ARCHITECTURE §3). */
export const DRAFT_EVENT_KINDS = [
  'created',
  'yjs-update',
  'saved',
  'published',
  'unpublished',
  'edit-control-claimed',
  'restored',
  /** The displaced editor's unsaved changes, kept as a version when someone took edit control (issue 26). */
  'taken-over',
  /** The leaving editor's changes, kept as a version in their name when edit control passed on without a take-over (issue 37). */
  'handed-over',
  /**
   * The loader brought a stored draft back within the document-level rules (a duplicate section
   * id renumbered, an extra Header or Footer dropped): its Yjs update, and what changed as data.
   */
  'repaired',
  /** An applied answer of the designer's assistant (issue 41), kept as a version with its label. */
  'assistant',
] as const;
export const draftEventKindSchema = z.enum(DRAFT_EVENT_KINDS);
export type DraftEventKind = z.infer<typeof draftEventKindSchema>;
