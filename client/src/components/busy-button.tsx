import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While true the button is disabled and shows a spinner and `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A button that shows its own loading state, so a slow request cannot be sent twice. */
export function BusyButton({ busy = false, busyLabel, children, disabled, className = '', type = 'button', ...rest }: Props) {
  return (
    <button {...rest} type={type} className={`busy-button ${className}`} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
