import { useId, useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { FormStatus, type Status } from '../../../components/form-status';
import { CloseDialogButton, Dialog } from '../../../components/ui/dialog';
import { useOwnerEmail } from '../../../features/invites/invites-api';
import { EditorsList } from '../settings/editors-list';
import { InviteEditorForm } from '../settings/invite-editor-form';
import { RocketIcon } from './publish-icons';
import { siteUrl } from '../../../features/websites/publishing-api';
import { ShareLink } from './share-link';

type Props = {
  websiteId: string;
  /** The published address, or null before the first publish. */
  handle: string | null;
  businessName: string;
  /** The owner may invite editors (spec §6); a guest editor sees only the address. */
  isOwner: boolean;
  /** Opens Publish in place of this dialog; null when this tab may not publish (watching). */
  onPublish: (() => void) | null;
  onClose: () => void;
};

/**
 * Share (spec §2 designer actions, issue 26): the published address with copy, native share and
 * View site, or, before the first publish, what publishing gives and a way to it; and, for the
 * owner, 'Invite an editor' by email (the same form as Settings → Website sharing); and who
 * can edit it (issue 37): the editors and the invitations waiting, which the owner removes or
 * cancels here (the same list as Settings).
 */
export function ShareDialog({ websiteId, handle, businessName, isOwner, onPublish, onClose }: Props) {
  const inviteTitle = useId();
  const editorsTitle = useId();
  const [status, setStatus] = useState<Status>(null);
  const { user } = useAuth();
  const me = user?.email ?? '';
  const owner = useOwnerEmail(websiteId);
  const ownerEmail = isOwner ? me : (owner.data?.email ?? null);
  return (
    <Dialog
      title="Share your website"
      className="publish-dialog share-dialog"
      onClose={onClose}
      description={
        handle ? (
          <p>Send this address to customers, or add it to your social profiles and business listings.</p>
        ) : isOwner ? (
          <p>Your website gets its address when you publish it. Publish it, then share the address here: send it to customers and add it to your profiles.</p>
        ) : (
          <p>This website gets its address when its owner publishes it. You can share the address here then.</p>
        )
      }
    >
      {handle ? (
        <ShareLink url={siteUrl(handle)} title={businessName} />
      ) : (
        onPublish && (
          <button type="button" className="button button--primary share-dialog__publish" onClick={onPublish}>
            <RocketIcon />
            Publish
          </button>
        )
      )}
      {isOwner && (
        <section className="share-dialog__invite" aria-labelledby={inviteTitle}>
          <h3 id={inviteTitle} className="share-dialog__title">
            Invite an editor
          </h3>
          <p className="share-dialog__hint">They get an email with a link to edit this website with you. One person edits at a time.</p>
          <InviteEditorForm websiteId={websiteId} onStatus={setStatus} label="Editor's email" />
          <FormStatus status={status} />
        </section>
      )}
      <section className="share-dialog__invite share-dialog__editors" aria-labelledby={editorsTitle}>
        <h3 id={editorsTitle} className="share-dialog__title">
          Who can edit
        </h3>
        <EditorsList websiteId={websiteId} isOwner={isOwner} ownerEmail={ownerEmail} me={me} onStatus={setStatus} wording="roles" leave={false} />
      </section>
      <div className="dialog__actions">
        <CloseDialogButton className={handle || !onPublish ? 'button button--primary' : 'button button--secondary'}>Done</CloseDialogButton>
      </div>
    </Dialog>
  );
}
