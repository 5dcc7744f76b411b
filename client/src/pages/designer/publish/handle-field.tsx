import { HANDLE_MESSAGES } from '@frontdoor/shared';
import { useId, useLayoutEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { CheckIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { normalizeTyped } from './handle-input';
import type { Availability } from './use-handle-availability';

type Props = {
  value: string;
  onChange: (handle: string) => void;
  availability: Availability;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

const MESSAGES: Record<Availability, string> = {
  invalid: HANDLE_MESSAGES.invalid,
  checking: HANDLE_MESSAGES.checking,
  available: HANDLE_MESSAGES.available,
  taken: HANDLE_MESSAGES.taken,
  unknown: 'Could not check availability. You can still try to publish.',
};

/**
 * The web address: this site's origin, then the handle, normalised as the owner types (spec §5)
 * with the caret kept where it was. Under it, one live line with what the address is worth.
 */
export function HandleField({ value, onChange, availability, inputRef, disabled }: Props) {
  const id = useId();
  const caret = useRef<number | null>(null);
  const ownRef = useRef<HTMLInputElement | null>(null);
  const prefix = `${window.location.origin}/`;

  // Normalising removes characters; put the caret after what was typed before it.
  useLayoutEffect(() => {
    const input = ownRef.current;
    if (input && caret.current !== null && document.activeElement === input) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = normalizeTyped(input.value, input.selectionStart);
    if (next.value === value) {
      // Nothing to re-render: React puts the old value back after this handler, then the caret.
      queueMicrotask(() => input.setSelectionRange(next.caret, next.caret));
      return;
    }
    caret.current = next.caret;
    onChange(next.value);
  };

  const bad = availability === 'invalid' || availability === 'taken';
  return (
    <div className="field handle-field">
      <label htmlFor={id} className="field-label">
        Web address
      </label>
      <div className={`handle-field__box ${bad ? 'handle-field__box--bad' : ''}`}>
        <span className="handle-field__prefix" id={`${id}-prefix`}>
          <span dir="ltr">{prefix}</span>
        </span>
        <input
          id={id}
          ref={(node) => {
            ownRef.current = node;
            if (typeof inputRef === 'function') inputRef(node);
            else if (inputRef) inputRef.current = node;
          }}
          className="handle-field__input"
          value={value}
          onChange={change}
          disabled={disabled}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={bad || undefined}
          aria-describedby={`${id}-prefix ${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className={`handle-field__status handle-field__status--${availability}`} role="status" aria-live="polite">
        {availability === 'checking' && <Spinner size={16} />}
        {availability === 'available' && <CheckIcon width={16} height={16} />}
        {bad && <span className="handle-field__dot" aria-hidden="true" />}
        <span>{MESSAGES[availability]}</span>
      </p>
    </div>
  );
}
