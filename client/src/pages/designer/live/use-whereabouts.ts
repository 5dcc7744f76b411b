import { useEffect, useState } from 'react';
import type { EditorWhereabouts } from '@frontdoor/shared';
import type { EditControl, LiveSession } from './use-live-draft';
import { editorWhereabouts, presenceColour, whereaboutsField } from './whereabouts';

/** The editor's whereabouts as a watcher shows them: the section, who and in which colour. */
export type WatchedEditor = EditorWhereabouts & { name: string; colour: string };

/**
 * Where the holder of edit control works (issue 37), through the provider's awareness (never the
 * document). The editor's designer sets its `editing` field to the selected section and the
 * focused canvas text; a watcher's designer reads the holder's state back. Returns what a watcher
 * shows, null for the editor (their screen shows nothing new) and when nobody edits.
 */
export function useWhereabouts(session: LiveSession | null, control: EditControl | null, editable: boolean, selectedId: string | null): WatchedEditor | null {
  const provider = session?.provider ?? null;
  const self = control?.self ?? null;
  const field = useFocusedField(editable);

  // The editor: where it works, as local awareness state; cleared when it stops editing.
  useEffect(() => {
    if (!provider?.awareness || !self) return;
    provider.setAwarenessField('editing', editable ? whereaboutsField(self, selectedId, field) : null);
  }, [provider, self, editable, selectedId, field]);

  // A watcher: the holder's state, as it changes.
  const holder = control && !control.editable && control.holderPresent ? control.holder : null;
  const holderId = holder?.userId ?? null;
  const [seen, setSeen] = useState<EditorWhereabouts | null>(null);
  useEffect(() => {
    const awareness = provider?.awareness;
    if (!awareness || !holderId) {
      setSeen(null);
      return;
    }
    const read = () =>
      setSeen((now) => {
        const next = editorWhereabouts(awareness.getStates(), holderId);
        return now && next && now.sectionId === next.sectionId && now.field === next.field && now.userId === next.userId ? now : next;
      });
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [provider, holderId]);

  if (!seen || !holder) return null;
  return { ...seen, name: holder.email ?? 'The editor', colour: presenceColour(holder.userId) };
}

/** The document path of the canvas text that has the focus (data-path), while this tab edits. */
function useFocusedField(editable: boolean): string | null {
  const [field, setField] = useState<string | null>(null);
  useEffect(() => {
    if (!editable) {
      setField(null);
      return;
    }
    const onFocus = () => {
      const active = document.activeElement;
      setField(active instanceof HTMLElement && active.closest('.edit-canvas') ? (active.dataset.path ?? null) : null);
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
    };
  }, [editable]);
  return field;
}
