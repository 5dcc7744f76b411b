import { useApiMutation } from '../../../api/query-client';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';

/**
 * 'Take Edit Control' (spec §2 modal, §4): confirmed, because the draft goes back to its last
 * saved version, which is at the latest the one the other editor got control with (a hand-over
 * records one, issue 37); what they changed since is kept as a version in their name (issue 26).
 */
export function TakeControlDialog({ websiteId, holderEmail, onClose }: { websiteId: string; holderEmail: string | null; onClose: () => void }) {
  const claim = useApiMutation('post /api/websites/{id}/edit-control', { onSuccess: onClose });
  const busy = claim.isPending;
  const error = claim.error?.message ?? null;
  const who = holderEmail ?? 'Someone else';
  const take = () => claim.mutate({ params: { id: websiteId }, body: { mode: 'take-over' } });
  return (
    <AlertDialog
      title="Take Edit Control"
      description={`${who} is editing this website. If you take control, the changes ${holderEmail ?? 'they'} made since getting edit control (or last saving) are set aside as a version in History in their name, and they are told; the draft goes back to how it was before those changes. Everyone else's work stays in the draft.`}
      busy={busy}
      onClose={onClose}
    >
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmActions label="Take Edit Control" busyLabel="Taking control…" tone="primary" busy={busy} onConfirm={take} />
    </AlertDialog>
  );
}
