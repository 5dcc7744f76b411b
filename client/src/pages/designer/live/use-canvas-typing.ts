import { setField } from '@frontdoor/shared';
import { useCallback, useEffect } from 'react';
import type * as Y from 'yjs';
import { LOCAL_ORIGIN, type LiveDraft } from './use-live-draft';

/**
 * What the canvas's texts write through: one setField per keystroke on the live document. A
 * keystroke after edit control moved on is refused and said so ('Not saved: … has edit
 * control'), never dropped silently (issue 37); so is typing on the page once it is no longer
 * editable.
 */
export function useCanvasTyping(live: Pick<LiveDraft, 'mayType' | 'refuseTyping' | 'control' | 'controlNotice'>, ydoc: Y.Doc | null) {
  const { mayType, refuseTyping } = live;
  const setText = useCallback(
    (path: readonly string[], text: string) => {
      if (!ydoc) return false;
      if (!mayType()) {
        refuseTyping();
        return false;
      }
      setField(ydoc, path, text, LOCAL_ORIGIN);
      return true;
    },
    [ydoc, mayType, refuseTyping],
  );
  const lostControl = live.control !== null && !live.control.editable && live.controlNotice?.kind !== 'refused';
  useEffect(() => {
    if (!lostControl) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]'))
        return;
      if (target === window.document.body || target.closest('.fd-inline, [data-canvas]')) refuseTyping();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [lostControl, refuseTyping]);
  return setText;
}
