import { createContext, useContext, type ReactNode } from 'react';
import type { SectionEditor } from '../editing/section-editor';
import { EditorProvider, useEditor } from './editor-context';

/** What a guest editor is told beside the booking settings (the server refuses their change all the same). */
export const OWNER_ONLY_HINT = 'Only the owner changes booking settings.';

const REFUSED = { ok: false as const, reason: OWNER_ONLY_HINT };

/** Whether the designer's user is a guest editor of the website (the designer knows; a panel drawn alone is the owner's). */
const GuestContext = createContext(false);

/** Tells the panels inside whether the user is a guest editor (the designer, once the server said). */
export function GuestEditorProvider({ guest, children }: { guest: boolean; children: ReactNode }) {
  return <GuestContext.Provider value={guest}>{children}</GuestContext.Provider>;
}

/**
 * Booking settings (issue 40) are the owner's: for a guest editor, the fields inside are shown
 * disabled with a line saying why, as the collaboration server would refuse the change anyway.
 * The owner edits as usual.
 */
export function OwnerOnly({ children }: { children: (edit: SectionEditor) => ReactNode }) {
  const { edit, document } = useEditor();
  const guest = useContext(GuestContext);
  if (!guest) return <>{children(edit)}</>;
  const locked: SectionEditor = { ...edit, editable: false, set: () => REFUSED, insert: () => REFUSED, remove: () => REFUSED, move: () => REFUSED };
  return (
    <EditorProvider edit={locked} document={document}>
      <p className="field-hint">{OWNER_ONLY_HINT}</p>
      {children(locked)}
    </EditorProvider>
  );
}
