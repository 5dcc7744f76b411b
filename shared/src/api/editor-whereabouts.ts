import { z } from 'zod';
import { LIMITS } from '../site/limits.js';

/**
 * Where the holder of edit control is working (issue 37): the section they have selected or type
 * in, and the field (its document path, dotted) that has the focus, if any. The editor's designer
 * puts it in its awareness state as `editing` (never in the document); watchers mark that section
 * and can follow it. `userId` is the editor's own, so a watcher shows only the holder's state.
 */
export const editorWhereaboutsSchema = z.object({
  userId: z.string().max(LIMITS.id),
  sectionId: z.string().max(LIMITS.id),
  field: z.string().max(256).nullable(),
});
export type EditorWhereabouts = z.infer<typeof editorWhereaboutsSchema>;

/**
 * Fields a designer puts in its awareness state on /collab: `editing` (EditorWhereabouts, or null
 * when no section is selected). The server relays no other field, and no state from a read-only
 * connection (a watcher's), so only the holder of edit control is seen.
 */
const COLLAB_AWARENESS_FIELDS: readonly string[] = ['editing'];

/** Whether an awareness state holds only the fields a designer sends, each of its shape. */
export function validAwarenessState(state: Record<string, unknown>): boolean {
  return Object.entries(state).every(
    ([field, value]) => COLLAB_AWARENESS_FIELDS.includes(field) && (field !== 'editing' || value === null || editorWhereaboutsSchema.safeParse(value).success),
  );
}
