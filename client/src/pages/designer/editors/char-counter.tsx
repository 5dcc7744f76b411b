/**
 * '12 / 64' under a text field. It is announced (politely) only near the limit, so a screen
 * reader is not interrupted on every keystroke, but is told when the room runs out.
 */
export function CharCounter({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const near = length >= maxLength - Math.max(5, Math.ceil(maxLength * 0.1));
  const full = length >= maxLength;
  return (
    <span
      id={id}
      className={`editor-counter${near ? ' editor-counter--near' : ''}${full ? ' editor-counter--full' : ''}`}
      data-counter=""
      aria-live={near ? 'polite' : 'off'}
    >
      {length} / {maxLength}
    </span>
  );
}
