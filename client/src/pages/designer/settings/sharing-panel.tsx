import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { emailsMatch, ERROR_MESSAGES, type WebsiteInvite } from '@frontdoor/shared';
import { links } from '../../../app/site-links';
import { useAuth } from '../../../auth/auth-context';
import { BusyButton } from '../../../components/busy-button';
import { FormStatus, type Status } from '../../../components/form-status';
import { Spinner } from '../../../components/spinner';
import { inviteOutcomeMessage } from '../../invites/invite-outcome';
import { removeInvite, resendInvite, useWebsiteInvites } from '../../invites/invites-api';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';
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

type Editors = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; invites: WebsiteInvite[] };

/** The editors' list on screen: a re-read keeps it (and keeps it when the re-read fails). */
const editorsOf = ({ data, error, isFetching }: { data?: WebsiteInvite[]; error: unknown; isFetching: boolean }): Editors =>
  data ? { kind: 'ready', invites: data } : error && !isFetching ? { kind: 'error' } : { kind: 'loading' };

/**
 * Website sharing (spec §2 designer settings, §4 Invites, §6 roles): the owner and the invited
 * editors with their state. The owner invites by email, resends pending invitations and removes
 * editors (after a confirmation); a guest editor sees the list and may leave the website.
 */
export function SharingPanel({ websiteId, isOwner, ownerEmail = null, myEmail }: SharingPanelProps) {
  const { user } = useAuth();
  const me = myEmail ?? user?.email ?? '';
  const navigate = useNavigate();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Live invite events and reconnects read the editors again (api/live-invalidation.ts).
  const invitesRead = useWebsiteInvites(websiteId);
  const editors = editorsOf(invitesRead);
  const [status, setStatus] = useState<Status>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WebsiteInvite | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const resend = async (invite: WebsiteInvite) => {
    setResending(invite.id);
    const result = await resendInvite(websiteId, invite.id);
    setResending(null);
    setStatus(result.ok ? { tone: 'success', message: inviteOutcomeMessage('resent', invite.invitedUserEmail) } : { tone: 'error', message: result.message });
  };

  const remove = async (invite: WebsiteInvite) => {
    setRemoving(true);
    setRemoveError(null);
    const result = await removeInvite(websiteId, invite);
    setRemoving(false);
    if (!result.ok) return setRemoveError(result.message);
    setConfirming(null);
    if (!isOwner) return void navigate(links.websites);
    setStatus({ tone: 'success', message: `${invite.invitedUserEmail} can no longer edit this website` });
    // The Remove button that opened the dialog is gone: focus goes back to the panel.
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const invites = editors.kind === 'ready' ? editors.invites : [];
  const mine = invites.find((item) => me !== '' && emailsMatch(item.invitedUserEmail, me));
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

      {editors.kind === 'loading' && (
        <p role="status" className="panel-group__hint sharing__state">
          <Spinner size={16} /> Loading editors…
        </p>
      )}
      {editors.kind === 'error' && (
        <div role="alert" className="sharing__state sharing__state--error">
          <p>{ERROR_MESSAGES.service_unavailable}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void invitesRead.refetch()}>
            Try again
          </button>
        </div>
      )}
      {editors.kind === 'ready' && (
        <>
          <ul className="sharing__list" aria-label="Editors">
            <li className="sharing__item">
              <span className="sharing__email">
                {owner ?? 'The owner'}
                {owner !== null && me !== '' && emailsMatch(owner, me) && <span className="sharing__you"> (you)</span>}
              </span>
              <span className="sharing__badge sharing__badge--owner">Owner</span>
            </li>
            {invites.map((item) => (
              <li key={item.id} className="sharing__item">
                <span className="sharing__email">
                  {item.invitedUserEmail}
                  {item === mine && <span className="sharing__you"> (you)</span>}
                </span>
                <span className={`sharing__badge sharing__badge--${item.state.toLowerCase()}`}>{item.state}</span>
                {isOwner && (
                  <span className="sharing__actions">
                    {item.state === 'Pending' && (
                      <BusyButton
                        className="button button--secondary button--small"
                        aria-label={`Resend invitation to ${item.invitedUserEmail}`}
                        busy={resending === item.id}
                        busyLabel="Sending…"
                        onClick={() => void resend(item)}
                      >
                        Resend
                      </BusyButton>
                    )}
                    <button
                      type="button"
                      className="button button--ghost button--small sharing__remove"
                      aria-label={`Remove ${item.invitedUserEmail}`}
                      onClick={() => {
                        setRemoveError(null);
                        setConfirming(item);
                      }}
                    >
                      Remove
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {invites.length === 0 && <p className="panel-group__hint">Only you can edit this website. Invite someone to help.</p>}
        </>
      )}

      {!isOwner && mine && (
        <button
          type="button"
          className="button button--secondary button--small sharing__leave"
          onClick={() => {
            setRemoveError(null);
            setConfirming(mine);
          }}
        >
          Leave this website
        </button>
      )}

      {confirming && (
        <AlertDialog
          busy={removing}
          title={isOwner ? `Remove ${confirming.invitedUserEmail}?` : 'Leave this website?'}
          description={
            isOwner
              ? confirming.state === 'Accepted'
                ? 'They can no longer open or edit this website. You can invite them again later.'
                : 'Their invitation stops working. You can invite them again later.'
              : 'You will no longer be able to open or edit this website. The owner can invite you again.'
          }
          onClose={() => {
            setConfirming(null);
            setRemoveError(null);
          }}
        >
          {removeError && (
            <p role="alert" className="field-error">
              {removeError}
            </p>
          )}
          <ConfirmActions
            label={isOwner ? 'Remove editor' : 'Leave website'}
            busyLabel={isOwner ? 'Removing…' : 'Leaving…'}
            busy={removing}
            onConfirm={() => void remove(confirming)}
          />
        </AlertDialog>
      )}
    </section>
  );
}
