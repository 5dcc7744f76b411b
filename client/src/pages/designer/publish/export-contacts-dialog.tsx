import { useAuth } from '../../../auth/auth-context';
import { BusyButton } from '../../../components/busy-button';
import { FormStatus, type Status } from '../../../components/form-status';
import { useApiMutation } from '../../../api/query-client';
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
  const exportContacts = useApiMutation('post /api/websites/{id}/export-contacts');
  const busy = exportContacts.isPending;
  const requested = exportContacts.isSuccess;
  const status: Status = exportContacts.isSuccess
    ? { tone: 'success', message: exportContacts.data.message || 'Contact export may take a few minutes' }
    : exportContacts.error
      ? { tone: 'error', message: `${EXPORT_FAILED}. ${exportContacts.error.message}` }
      : null;
  const request = () => exportContacts.mutate({ params: { id: websiteId } });

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
            <BusyButton className="button button--primary" busy={busy} busyLabel="Requesting…" onClick={request} data-autofocus>
              Export contacts
            </BusyButton>
          </>
        )}
      </div>
    </Dialog>
  );
}
