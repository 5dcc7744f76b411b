import { CheckIcon } from './icons';

export type Status = { tone: 'error' | 'success' | 'info'; message: string } | null;

/** A failed call's message as the form's status (a mutation's error), or nothing. */
export const errorStatus = (error: { message: string } | null | undefined): Status => (error ? { tone: 'error', message: error.message } : null);

/**
 * A live region under a form: it stays in the page, so screen readers announce each message
 * placed in it (errors from the API, 'Code has been resent.', and so on).
 */
export function FormStatus({ status, id }: { status: Status; id?: string }) {
  return (
    <div id={id} className="form-status" role="status" aria-live="polite" aria-atomic="true">
      {status && (
        <p className={`form-status__message form-status__message--${status.tone}`}>
          {status.tone === 'success' ? <CheckIcon width={18} height={18} /> : <StatusDot />}
          <span>{status.message}</span>
        </p>
      )}
    </div>
  );
}

function StatusDot() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7.5v5.5M12 16.4v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
