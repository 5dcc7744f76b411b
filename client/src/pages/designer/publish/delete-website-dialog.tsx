import { useNavigate } from 'react-router';
import { links } from '../../../app/site-links';
import { FormStatus, type Status } from '../../../components/form-status';
import { useNotice } from '../../../components/notice';
import { useDeleteWebsite } from '../../../features/websites/websites-api';
import { siteUrl } from '../../../features/websites/publishing-api';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';

type Props = { websiteId: string; businessName: string; handle: string | null; onClose: () => void };

/**
 * Delete website (spec §2, §4): the published page first, then the draft. Success leaves for the
 * website list; a failure says why and clears the spinner.
 */
export function DeleteWebsiteDialog({ websiteId, businessName, handle, onClose }: Props) {
  const navigate = useNavigate();
  const notice = useNotice();
  const deletion = useDeleteWebsite(() => {
    void navigate(links.websites, { replace: true });
    notice(`${businessName} was deleted.`);
  });
  // Deleted: still busy while the website list opens.
  const busy = deletion.isPending || deletion.isSuccess;
  const status: Status = deletion.error ? { tone: 'error', message: deletion.error.message } : null;
  const confirm = () => deletion.mutate({ params: { id: websiteId } });

  return (
    <AlertDialog
      title="Delete this website?"
      busy={busy}
      onClose={onClose}
      description={
        <>
          <p>
            This permanently deletes {businessName}
            {handle ? (
              <>
                , including the published site at <strong>{siteUrl(handle)}</strong>, which stops working right away
              </>
            ) : null}
            . Its sections, text, images and settings are removed. This can't be undone.
          </p>
          <p>To keep the messages visitors sent through your contact form, export your contacts first.</p>
        </>
      }
    >
      <FormStatus status={status} />
      <ConfirmActions label="Delete website" busyLabel="Deleting…" busy={busy} onConfirm={confirm} />
    </AlertDialog>
  );
}
