import { useEffect, useState } from 'react';

/** How long 'Saved' stays after the last edit reached the server. */
export const SAVED_SHOWN_MS = 2_500;
/** 'Saving…' stays at least this long, so quick edits do not make it flicker. */
const SAVING_AT_LEAST_MS = 400;

type Shown = 'saving' | 'saved' | null;

/**
 * Saving… while this tab's edits are on their way to the server, then Saved for a moment, then
 * nothing (issue 26: a transient indicator, not a banner). Every edit is stored as it is made;
 * this says when the last one arrived.
 */
export function SaveIndicator({ busy }: { busy: boolean }) {
  const [shown, setShown] = useState<Shown>(null);

  useEffect(() => {
    if (busy) {
      setShown('saving');
      return;
    }
    let hide = 0;
    const saved = window.setTimeout(() => {
      setShown((now) => (now === 'saving' ? 'saved' : now));
      hide = window.setTimeout(() => setShown(null), SAVED_SHOWN_MS);
    }, SAVING_AT_LEAST_MS);
    return () => {
      window.clearTimeout(saved);
      window.clearTimeout(hide);
    };
  }, [busy]);

  return (
    <span className={`save-indicator${shown ? ` save-indicator--${shown}` : ''}`} role="status">
      {shown === 'saving' ? 'Saving…' : shown === 'saved' ? 'Saved' : null}
    </span>
  );
}
