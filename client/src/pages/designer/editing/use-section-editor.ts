import { useMemo } from 'react';
import type * as Y from 'yjs';
import { insertItem, moveItem, removeItem, setField, type RewriteRequest } from '@frontdoor/shared';
import { api } from '../../../api/api';
import { LOCAL_ORIGIN } from '../live/use-live-draft';
import type { SectionEditor } from './section-editor';

/** A section's panel API over the tab's Y.Doc: every write is one typed operation, undoable. */
export function useSectionEditor(input: { ydoc: Y.Doc | null; sectionId: string | null; editable: boolean; websiteId: string }): SectionEditor | null {
  const { sectionId, ...rest } = input;
  const root = useMemo(() => (sectionId ? ['sections', sectionId] : null), [sectionId]);
  return useScopedEditor({ ...rest, root });
}

/**
 * The same panel API over any part of the document (`root`, e.g. ['theme'] for the Theme panel):
 * paths are relative to it, every write one typed operation with the tab's origin, so undoable.
 */
export function useScopedEditor(input: { ydoc: Y.Doc | null; root: readonly string[] | null; editable: boolean; websiteId: string }): SectionEditor | null {
  const { ydoc, root, editable, websiteId } = input;
  return useMemo(() => {
    if (!ydoc || !root) return null;
    const at = (path: readonly string[]) => [...root, ...path];
    const readOnly = { ok: false as const, reason: 'Editing is not available right now.' };
    return {
      editable,
      set: (path, value) => (editable ? setField(ydoc, at(path), value, LOCAL_ORIGIN) : readOnly),
      insert: (path, index, value, max) => (editable ? insertItem(ydoc, at(path), index, value, { max, origin: LOCAL_ORIGIN }) : readOnly),
      remove: (path, id) => (editable ? removeItem(ydoc, at(path), id, LOCAL_ORIGIN) : readOnly),
      move: (path, id, toIndex) => (editable ? moveItem(ydoc, at(path), id, toIndex, LOCAL_ORIGIN) : readOnly),
      newId: () => crypto.randomUUID(),
      rewrite: async (request: RewriteRequest) => {
        const result = await api('post /api/websites/{id}/rewrite', { params: { id: websiteId }, body: request });
        return result.ok ? { ok: true, text: result.data.text } : { ok: false, message: result.message };
      },
    } satisfies SectionEditor;
  }, [ydoc, root, editable, websiteId]);
}
