import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useApiMutation } from '../../api/query-client';
import { FormStatus, type Status } from '../../components/form-status';
import { useNotice } from '../../components/notice';
import { AlertDialog, ConfirmActions } from '../../components/ui/dialog';

/**
 * 'Delete account' and its confirmation (spec §4 Account deletion): a spinner while the server
 * deletes every website and then the user; a failure clears the spinner and says why. When the
 * last sign-in is too old the user signs in again first.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { client, reauthenticate } = useAuth();
  const notice = useNotice();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(null);
  const deletion = useApiMutation('delete /api/account', {
    reauth: { reauthenticate, onAsk: () => setStatus({ tone: 'info', message: "Confirm it's you to continue." }) },
    onSuccess: () => {
      // Leave first: forgetting the session re-renders this page as signed out, unmounting us.
      void navigate('/', { replace: true });
      client.forget();
      notice('Your account has been deleted.');
    },
    onError: (error) => setStatus({ tone: 'error', message: error.message }),
  });
  // Deleted: still busy while the home page opens.
  const busy = deletion.isPending || deletion.isSuccess;

  // A new confirmation starts without the last one's message.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setStatus(null);
  }

  const confirm = () => {
    setStatus(null);
    deletion.mutate({});
  };

  return (
    <AlertDialog
      open={open}
      busy={busy}
      closeButton={false}
      title="Delete your account?"
      description={
        <p>
          This permanently deletes your account and every website you own, including published sites, their images, contacts and custom domains. Guest editors lose
          access. This can't be undone.
        </p>
      }
      onClose={onClose}
    >
      <FormStatus status={status} />
      <ConfirmActions label="Delete account" busyLabel="Deleting…" busy={busy} onConfirm={confirm} />
    </AlertDialog>
  );
}
