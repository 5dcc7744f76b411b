import { useMutation } from '@tanstack/react-query';
import { ERROR_DETAILS, type DraftVersion, type DraftVersionDetail } from '@frontdoor/shared';
import { queryClient } from '../../../api/query-client';
import { Spinner } from '../../../components/spinner';
import { AlertDialog, CloseDialogButton, ConfirmActions } from '../../../components/ui/dialog';
import { DraftCanvas } from '../draft-canvas';
import { useVersionDetail } from './use-versions';
import { versionName, versionTitle } from './version-label';
import './history.css';

export type RestoreResult = { ok: true; version: DraftVersion } | { ok: false; message: string };

/**
 * History → Restore asks first (issue 26): the version named ('Restore the version saved at 14:05
 * by owner@…?') and drawn small by the canvas's renderer, so what comes back is seen before it
 * replaces the draft. Confirming runs `restore`; its message names the version restored.
 */
export function RestoreDialog({
  websiteId,
  version,
  editable,
  restore,
  onClose,
  onRestored,
}: {
  websiteId: string;
  version: DraftVersion;
  /** This tab may edit now. */
  editable: boolean;
  restore: (version: DraftVersionDetail) => Promise<RestoreResult>;
  onClose: () => void;
  onRestored: (message: string) => void;
}) {
  const read = useVersionDetail(websiteId, version.sequence);
  const detail = read.data ?? null;
  const name = versionName(version);
  // Restoring: its busy state and refusal are the call's.
  const restoring = useMutation({ mutationFn: restore, onSuccess: (result) => void (result.ok && onRestored(`Restored ${name}`)) }, queryClient);
  const busy = restoring.isPending;
  const restoreError = restoring.data && !restoring.data.ok ? restoring.data.message : null;
  const error = restoreError ?? read.error?.message ?? null;
  // Edit control can move to someone else while the question is open.
  const problem = error ?? (editable || busy ? null : ERROR_DETAILS.edit_control_required.message);

  const confirm = () => {
    if (detail) restoring.mutate(detail);
  };

  return (
    <AlertDialog
      title="Restore this version?"
      description={
        <>
          <p>
            Restore <strong>{name}</strong>?
          </p>
          <p>It replaces the current draft in every open tab. Undo brings the current draft back.</p>
        </>
      }
      busy={busy}
      screen={detail && editable ? 'ready' : 'waiting'}
      onClose={onClose}
      className="restore-dialog"
    >
      <div className="restore-dialog__preview">
        {detail ? (
          <div className="restore-dialog__frame">
            <DraftCanvas document={detail.document} label={versionTitle(version)} />
          </div>
        ) : (
          !error && (
            <p role="status" className="history__status">
              <Spinner size={18} /> Loading the version…
            </p>
          )
        )}
      </div>
      {problem && (
        <p className="field-error dialog__error" role="alert">
          {problem}
        </p>
      )}
      {detail && (editable || busy) ? (
        <ConfirmActions label="Restore" busyLabel="Restoring…" tone="primary" busy={busy} onConfirm={confirm} />
      ) : (
        <div className="dialog__actions">
          <CloseDialogButton autoFocus>Cancel</CloseDialogButton>
        </div>
      )}
    </AlertDialog>
  );
}
