import type { SiteDocument } from '@frontdoor/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { SectionEditor } from '../editing/section-editor';

interface EditorContextValue {
  edit: SectionEditor;
  document: SiteDocument;
}

const EditorContext = createContext<EditorContextValue | null>(null);

/**
 * Gives the fields deep inside a panel (a link inside a list item, a rewrite button) the editor
 * and the document, so `editable` and `rewrite` need not be passed through every level.
 */
export function EditorProvider({ edit, document, children }: EditorContextValue & { children: ReactNode }) {
  return <EditorContext.Provider value={{ edit, document }}>{children}</EditorContext.Provider>;
}

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('Section editor fields must be rendered inside SectionPanel');
  return value;
}

/** The document being edited, or null outside a section panel (the Theme panel's logo field). */
export function useEditedDocument(): SiteDocument | null {
  return useContext(EditorContext)?.document ?? null;
}

/** False while someone else holds edit control or the page is read-only: every control is disabled. */
export function useEditable(): boolean {
  return useEditor().edit.editable;
}
