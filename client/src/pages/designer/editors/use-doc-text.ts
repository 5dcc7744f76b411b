import type { OperationResult } from '@frontdoor/shared';
import { useEffect, useRef, useState } from 'react';

/** Cuts text to the field's limit: maxLength stops typing, but not every way text arrives. */
export function clampText(text: string, maxLength: number): string {
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}

/**
 * The text shown by a field bound to a document string. Every change is written through
 * `write` at once; the document value stays the source of truth.
 *
 * While the person types, the field shows what they typed rather than the document value of
 * the last render: if the designer re-renders from the Y.Doc a moment later than the keystroke,
 * showing the older value would move the caret to the end and drop characters. A document value
 * that is none of the texts written since the field took focus is someone else's change (an
 * undo, another tab) and replaces the typed text. On blur the field shows the document again.
 */
export function useDocText(value: string, write: (next: string) => OperationResult) {
  const [draft, setDraft] = useState<string | null>(null);
  const written = useRef<string[]>([]);

  useEffect(() => {
    const at = written.current.lastIndexOf(value);
    if (at >= 0) {
      written.current.splice(0, at); // keep the echo itself: the same value may echo again
      return;
    }
    written.current = [];
    setDraft(null);
  }, [value]);

  const change = (next: string): OperationResult => {
    const result = write(next);
    if (result.ok) {
      written.current.push(next);
      if (written.current.length > 50) written.current.shift();
      setDraft(next);
    } else {
      written.current = [];
      setDraft(null);
    }
    return result;
  };

  const blur = () => {
    written.current = [];
    setDraft(null);
  };

  return { text: draft ?? value, change, blur };
}
