import { useEffect, useState } from 'react';
import type { EditorMessage } from './editor-toolbar';

/** How long a message of good news ('Draft saved') stays. */
const INFO_MESSAGE_MS = 5_000;

/**
 * The designer's one message line: the live document's notices as errors; good news goes by
 * itself (issue 26), an error stays until it is dismissed.
 */
export function useEditorMessage(notice: string | null) {
  const [message, setMessage] = useState<EditorMessage | null>(null);
  useEffect(() => {
    if (notice) setMessage({ tone: 'error', text: notice });
  }, [notice]);
  useEffect(() => {
    if (message?.tone !== 'info') return;
    const timer = window.setTimeout(() => setMessage((now) => (now === message ? null : now)), INFO_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
