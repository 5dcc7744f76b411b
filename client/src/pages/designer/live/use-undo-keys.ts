import { useCallback, useEffect } from 'react';
import type { LiveSession } from './use-live-draft';

/**
 * Undo and Redo of this tab's own changes (the live document's undo manager), by button and by
 * Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y, except inside form fields, which undo their own typing.
 */
export function useUndoKeys(session: LiveSession | null): { undo: () => void; redo: () => void } {
  const undo = useCallback(() => void session?.undoManager.undo(), [session]);
  const redo = useCallback(() => void session?.undoManager.redo(), [session]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
  return { undo, redo };
}
