import { createContext, useContext, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { EditableTextProps } from '@frontdoor/shared/render';

/** What inline texts on the canvas write through, and report while focused (the counter). */
export interface InlineEditing {
  editable: boolean;
  /** False when the text was refused (edit control moved on): the element shows the document's text again. */
  setText(path: readonly string[], text: string): boolean | void;
  onActive(active: { element: HTMLElement; length: number; maxLength: number; label: string } | null): void;
}

export const InlineEditingContext = createContext<InlineEditing | null>(null);

/** Clamps typed or pasted text to the field's limit, on one line for headings. */
function clean(text: string, maxLength: number, multiline: boolean): string {
  const flat = multiline ? text : text.replace(/\s*\n\s*/g, ' ');
  return flat.slice(0, maxLength);
}

/**
 * A text of the canvas edited in place (Wix/Squarespace style): a plain-text contentEditable
 * bound to its document path. It is uncontrolled while focused, so a re-render from the live
 * document never moves the caret; it takes the document's value whenever it is not being typed
 * in (another tab's edit, undo, restore). Input beyond the limit is refused as it is typed.
 */
export function InlineText({ as: Tag, path, value, maxLength, id, className, label }: EditableTextProps) {
  const editing = useContext(InlineEditingContext);
  const ref = useRef<HTMLElement>(null);
  const multiline = Tag === 'p';
  const isHeading = Tag === 'h1' || Tag === 'h2' || Tag === 'h3';

  // The texts this element wrote since it took the focus. The document's value arrives a frame
  // late, so one of them is only this element catching up; any other value came from elsewhere
  // (undo, another tab, a restore) and replaces the text even while the element has focus.
  const written = useRef(new Set<string>());
  // The counter follows the text shown (issue 26: it kept the length from before another tab's edit).
  const onActive = editing?.onActive;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || element.textContent === value) return;
    const focused = document.activeElement === element;
    if (focused && written.current.has(value)) return;
    element.textContent = value;
    if (focused) {
      written.current.clear();
      caretToEnd(element);
      onActive?.({ element, length: value.length, maxLength, label });
    }
  }, [value, onActive, maxLength, label]);

  if (!editing)
    return (
      <Tag id={id} className={className}>
        {value}
      </Tag>
    );

  const report = (element: HTMLElement) => editing.onActive({ element, length: (element.textContent ?? '').length, maxLength, label });

  const onBeforeInput = (event: FormEvent<HTMLElement> & { nativeEvent: InputEvent }) => {
    const element = ref.current;
    const data = event.nativeEvent.data ?? '';
    if (!element || !data) return;
    const selection = window.getSelection();
    const selected = selection && element.contains(selection.anchorNode) ? selection.toString().length : 0;
    if ((element.textContent ?? '').length - selected + data.length > maxLength) event.preventDefault();
  };

  const onInput = () => {
    const element = ref.current;
    if (!element) return;
    const text = element.textContent ?? '';
    const kept = clean(text, maxLength, multiline);
    if (kept !== text) {
      element.textContent = kept;
      caretToEnd(element); // after a clamp (a paste that was too long)
    }
    if (editing.setText(path, kept) === false) {
      element.textContent = value;
      element.blur();
      return;
    }
    written.current.add(kept);
    report(element);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && !multiline)) {
      event.preventDefault();
      ref.current?.blur();
    }
  };

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={[className, 'fd-inline'].filter(Boolean).join(' ')}
      contentEditable={editing.editable ? 'plaintext-only' : false}
      suppressContentEditableWarning
      // A heading keeps its heading role and its text as its name (page structure for screen
      // readers); Chromium announces it as editable. Paragraphs are labelled text boxes.
      role={isHeading ? undefined : 'textbox'}
      aria-label={isHeading ? undefined : label}
      aria-multiline={isHeading ? undefined : multiline}
      data-placeholder={label}
      data-path={path.join('.')}
      spellCheck
      onBeforeInput={onBeforeInput}
      onInput={onInput}
      onKeyDown={onKeyDown}
      onFocus={(event) => report(event.currentTarget)}
      onBlur={() => {
        written.current.clear();
        editing.onActive(null);
      }}
    />
  );
}

function caretToEnd(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}
