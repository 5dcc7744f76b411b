import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { api } from '../../api/api';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { useNotice } from '../../components/notice';
import { withReauth } from './with-reauth';
import '../../components/dialog.css';

/**
 * 'Delete account' and its confirmation (spec §4 Account deletion): a spinner while the server
 * deletes every website and then the user; a failure clears the spinner and says why. When the
 * last sign-in is too old the user signs in again first.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const { client, reauthenticate } = useAuth();
  const notice = useNotice();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStatus(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirm = async () => {
    setBusy(true);
    setStatus(null);
    const result = await withReauth(() => api('delete /api/account'), reauthenticate, () =>
      setStatus({ tone: 'info', message: "Confirm it's you to continue." }),
    );
    if (result.ok) {
      // Leave first: forgetting the session re-renders this page as signed out, unmounting us.
      navigate('/', { replace: true });
      client.forget();
      notice('Your account has been deleted.');
      return;
    }
    setBusy(false);
    setStatus({ tone: 'error', message: result.message });
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        if (busy) event.preventDefault(); // the deletion is under way: let it finish
      }}
      onClose={onClose}
    >
      <div className="dialog__content">
        <h2 id={titleId} className="dialog__title">Delete your account?</h2>
        <p id={textId} className="dialog__text">
          This permanently deletes your account and every website you own, including published sites, their images, contacts and
          custom domains. Guest editors lose access. This can't be undone.
        </p>
        <div className="delete-account__status">
          <FormStatus status={status} />
        </div>
        <div className="delete-account__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => ref.current?.close()}>Cancel</button>
          <BusyButton className="button button--danger" busy={busy} busyLabel="Deleting…" onClick={() => void confirm()}>
            Delete account
          </BusyButton>
        </div>
      </div>
    </dialog>
  );
}
