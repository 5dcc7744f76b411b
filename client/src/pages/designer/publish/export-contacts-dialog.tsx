import { useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { BusyButton } from '../../../components/busy-button';
import { FormStatus, type Status } from '../../../components/form-status';
import { api } from '../../../api/api';
import { CloseDialogButton, Dialog } from '../../../components/ui/dialog';

/** The catalogue's toast for a failed request (spec §8). */
export const EXPORT_FAILED = 'Contact export failed';

/**
 * Export contacts (spec §2, §9): asks for a CSV of the contact-form entries; the file arrives by
 * email ('Contact export may take a few minutes').
 */
export function ExportContactsDialog({ websiteId, onClose }: { websiteId: string; onClose: () => void }) {
  const { state } = useAuth();
  const email = state.status === 'signed-in' ? state.user.email : null;
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const request = async () => {
    setBusy(true);
    setStatus(null);
    const result = await api('post /api/websites/{id}/export-contacts', { params: { id: websiteId } });
    setBusy(false);
    if (result.ok) {
      setRequested(true);
      setStatus({ tone: 'success', message: result.data?.message || 'Contact export may take a few minutes' });
    } else {
      setStatus({ tone: 'error', message: `${EXPORT_FAILED}. ${result.message}` });
    }
  };

  return (
    <Dialog
      title="Export contacts"
      busy={busy}
      screen={requested ? 'requested' : 'ask'}
      onClose={onClose}
      description={
        <p>
          Get the messages visitors sent through your contact form as a spreadsheet (CSV file). We'll email you a link to download it
          {email ? (
            <>
              {' '}
              at <strong>{email}</strong>
            </>
          ) : null}
          .
        </p>
      }
    >
      <FormStatus status={status} />
      {requested && <p className="dialog__note">Watch your inbox: the email with the file will arrive when the export is ready.</p>}
      <div className="dialog__actions">
        {requested ? (
          <CloseDialogButton className="button button--primary" autoFocus>
            Done
          </CloseDialogButton>
        ) : (
          <>
            <CloseDialogButton disabled={busy}>Cancel</CloseDialogButton>
            <BusyButton className="button button--primary" busy={busy} busyLabel="Requesting…" onClick={() => void request()} data-autofocus>
              Export contacts
            </BusyButton>
          </>
        )}
      </div>
    </Dialog>
  );
}
