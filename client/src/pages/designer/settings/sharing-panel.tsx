import { useId, useRef, useState } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { FormStatus, type Status } from '../../../components/form-status';
import { EditorsList } from './editors-list';
import { InviteEditorForm } from './invite-editor-form';
import './sharing-panel.css';

export type SharingPanelProps = {
  websiteId: string;
  /** The owner manages invites (spec §6); a guest editor sees the editors and may leave. */
  isOwner: boolean;
  /** The owner's email, from GET /api/websites/:id/owner; null or absent while unknown. */
  ownerEmail?: string | null;
  /** The signed-in user's email; the session's when absent. */
  myEmail?: string;
};

/**
 * Website sharing (spec §2 designer settings, §4 Invites, §6 roles): the owner and the invited
 * editors with their state. The owner invites by email, resends pending invitations and removes
 * editors (after a confirmation); a guest editor sees the list and may leave the website.
 */
export function SharingPanel({ websiteId, isOwner, ownerEmail = null, myEmail }: SharingPanelProps) {
  const { user } = useAuth();
  const me = myEmail ?? user?.email ?? '';
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const owner = ownerEmail ?? (isOwner ? me : null);

  return (
    <section className="panel-group sharing" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="panel-group__title">
        Website sharing
      </h3>
      <p className="panel-group__hint">
        {isOwner
          ? 'Invite people to edit this website with you. Editors change the content and settings; one person edits at a time.'
          : 'Only the owner can invite or remove editors. One person edits at a time.'}
      </p>

      {isOwner && <InviteEditorForm websiteId={websiteId} onStatus={setStatus} />}
      <FormStatus status={status} />

      <EditorsList websiteId={websiteId} isOwner={isOwner} ownerEmail={owner} me={me} onStatus={setStatus} afterRemove={() => titleRef.current?.focus()} />
    </section>
  );
}
