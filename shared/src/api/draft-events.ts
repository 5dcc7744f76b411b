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
] as const;
export const draftEventKindSchema = z.enum(DRAFT_EVENT_KINDS);
export type DraftEventKind = z.infer<typeof draftEventKindSchema>;
