import { CloseDialogButton, Dialog } from '../../../components/ui/dialog';
import { siteUrl } from './publishing-api';
import { ShareLink } from './share-link';

/** Share (spec §2 designer actions): the published address with copy and native share. */
export function ShareDialog({ handle, businessName, onClose }: { handle: string; businessName: string; onClose: () => void }) {
  return (
    <Dialog
      title="Share your website"
      className="publish-dialog"
      onClose={onClose}
      description={<p>Send this address to customers, or add it to your social profiles and business listings.</p>}
    >
      <ShareLink url={siteUrl(handle)} title={businessName} />
      <div className="dialog__actions">
        <CloseDialogButton className="button button--primary">Done</CloseDialogButton>
      </div>
    </Dialog>
  );
}
