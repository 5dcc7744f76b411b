import type { SiteDocument } from '@frontdoor/shared';
import { useMemo, type ReactNode } from 'react';
import type { OperationResult } from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';
import { EditorProvider } from '../editors/editor-context';

export const NOT_EDITABLE: OperationResult = { ok: false, reason: 'Editing is not available right now.' };

/**
 * The designer's text fields read edit control from the section editor context; the settings
 * panels edit no section, so their editor refuses section writes and only carries `editable`.
 */
export function SettingsEditor({ editable, document, children }: { editable: boolean; document: SiteDocument; children: ReactNode }) {
  const edit = useMemo<SectionEditor>(
    () => ({
      editable,
      set: () => NOT_EDITABLE,
      insert: () => NOT_EDITABLE,
      remove: () => NOT_EDITABLE,
      move: () => NOT_EDITABLE,
      newId: () => crypto.randomUUID(),
      rewrite: async () => ({ ok: false, message: 'Not available here.' }),
    }),
    [editable],
  );
  return (
    <EditorProvider edit={edit} document={document}>
      {children}
    </EditorProvider>
  );
}
