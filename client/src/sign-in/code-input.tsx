import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

type Props = {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Receives the first box, so the step can focus it. */
  firstRef?: (element: HTMLInputElement | null) => void;
};

/**
 * One box per digit of the emailed code. Typing moves to the next box, Backspace in an empty
 * box goes back, and pasting (or the phone's one-time-code autofill) spreads the digits over the
 * boxes from the one that has focus.
 */
export function CodeInput({ digits, onChange, disabled, invalid, describedBy, firstRef }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` digits from box `index` on, and moves focus after the last one written. */
  const fill = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    // A whole code always starts at the first box, wherever it was pasted.
    const start = incoming.length >= length ? 0 : index;
    const next = [...digits];
    for (let i = 0; i < incoming.length && start + i < length; i++) next[start + i] = incoming[i];
    onChange(next);
    focusBox(Math.min(start + incoming.length, length - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      if (digits[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusBox(event.key === 'Home' ? 0 : length - 1);
    } else if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault(); // only digits belong in a box
    } else if (/^\d$/.test(event.key) && digits[index] === event.key) {
      // Typing the digit a box already holds would change nothing: move on all the same.
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="code-input">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstRef?.(element);
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, '');
            if (!value) {
              const next = [...digits];
              next[index] = '';
              onChange(next);
              return;
            }
            // The box held a digit and got one more: keep the new one (the last typed).
            const typed = value.length === 2 && digit && value.startsWith(digit) ? value.slice(1) : value;
            fill(index, typed);
          }}
        />
      ))}
    </div>
  );
}
