import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

type Props = { open: boolean; onClose: () => void };

/**
 * The sign-in modal's shell. Accounts arrive in a later issue; until then the email step is shown
 * but cannot be submitted, and says so. A native <dialog> gives the focus trap, Escape and the
 * inert background for free.
 */
export function SignInDialog({ open, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const emailId = useId();
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      emailRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">Sign in</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <p className="dialog__text">Sign in to see your websites and keep editing where you left off.</p>
        <form
          className="sign-in-form"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={emailId} className="field-label">Email</label>
          <input id={emailId} className="text-input" type="email" name="email" autoComplete="email"
            placeholder="you@yourbusiness.com" maxLength={64} ref={emailRef} />
          <button type="submit" className="button button--primary sign-in-form__submit" disabled aria-describedby={noteId}>
            Continue
          </button>
          <p id={noteId} className="sign-in-form__note">Email sign-in arrives with accounts.</p>
        </form>
      </div>
    </dialog>
  );
}
