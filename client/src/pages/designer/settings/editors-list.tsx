import { useState } from 'react';
import { useNavigate } from 'react-router';
import { emailsMatch, ERROR_MESSAGES, type WebsiteInvite } from '@frontdoor/shared';
import { links } from '../../../app/site-links';
import { BusyButton } from '../../../components/busy-button';
import type { Status } from '../../../components/form-status';
import { Spinner } from '../../../components/spinner';
import { inviteOutcomeMessage } from '../../../features/invites/invite-outcome';
import { useRemoveInvite, useResendInvite, useWebsiteInvites } from '../../../features/invites/invites-api';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';
import './sharing-panel.css';

type EditorsListProps = {
  websiteId: string;
  /** The owner resends and removes (spec §6); a guest editor sees the list and may leave. */
  isOwner: boolean;
  /** The owner's email; null while unknown (the owner's own when `isOwner`). */
  ownerEmail: string | null;
  /** The signed-in user's email. */
  me: string;
  /** What an action did, for the screen's status line. */
  onStatus: (status: Status) => void;
  /** After the owner removed someone (the Remove button is gone: focus goes somewhere sensible). */
  afterRemove?: () => void;
  /**
   * `states`: each invite's state as the Settings panel shows it (Pending, Accepted, Expired);
   * `roles`: what each person is, in words (Share: 'Editor', 'Invited — pending'), with
   * 'Cancel invite' for a pending one.
   */
  wording?: 'states' | 'roles';
  /** A guest editor may leave the website from here. */
  leave?: boolean;
};

type Editors = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; invites: WebsiteInvite[] };

/** The editors' list on screen: a re-read keeps it (and keeps it when the re-read fails). */
const editorsOf = ({ data, error, isFetching }: { data?: WebsiteInvite[]; error: unknown; isFetching: boolean }): Editors =>
  data ? { kind: 'ready', invites: data } : error && !isFetching ? { kind: 'error' } : { kind: 'loading' };

const ROLE_WORDS: Record<WebsiteInvite['state'], string> = { Accepted: 'Editor', Pending: 'Invited — pending', Expired: 'Invitation expired' };

/**
 * The owner and the invited editors with their state (spec §4 Invites, §6 roles), shared by
 * Settings → Website sharing and the Share dialog (issue 37): the owner resends pending
 * invitations and removes editors or cancels invitations (after a confirmation); a guest editor
 * sees the list and may leave the website.
 */
export function EditorsList({ websiteId, isOwner, ownerEmail, me, onStatus, afterRemove, wording = 'states', leave = true }: EditorsListProps) {
  const navigate = useNavigate();
  // Live invite events and reconnects read the editors again (api/live-invalidation.ts).
  const invitesRead = useWebsiteInvites(websiteId);
  const editors = editorsOf(invitesRead);
  const resending = useResendInvite(websiteId);
  const [confirming, setConfirming] = useState<WebsiteInvite | null>(null);
  const removing = useRemoveInvite(websiteId);
  const roles = wording === 'roles';

  const resend = (invite: WebsiteInvite) =>
    resending.mutate(
      { params: { id: invite.id } },
      {
        onSuccess: () => onStatus({ tone: 'success', message: inviteOutcomeMessage('resent', invite.invitedUserEmail) }),
        onError: (error) => onStatus({ tone: 'error', message: error.message }),
      },
    );

  const remove = (invite: WebsiteInvite) =>
    removing.mutate(
      { params: { id: invite.id } },
      {
        onSuccess: () => {
          setConfirming(null);
          if (!isOwner) return void navigate(links.websites);
          onStatus({
            tone: 'success',
            message:
              invite.state === 'Accepted' ? `${invite.invitedUserEmail} can no longer edit this website` : `The invitation to ${invite.invitedUserEmail} is cancelled`,
          });
          if (afterRemove) requestAnimationFrame(afterRemove);
        },
      },
    );

  const invites = editors.kind === 'ready' ? editors.invites : [];
  const mine = invites.find((item) => me !== '' && emailsMatch(item.invitedUserEmail, me));
  const owner = ownerEmail ?? (isOwner ? me : null);
  const cancels = (item: WebsiteInvite) => roles && item.state === 'Pending';

  return (
    <>
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
                <span className={`sharing__badge sharing__badge--${item.state.toLowerCase()}`}>{roles ? ROLE_WORDS[item.state] : item.state}</span>
                {isOwner && (
                  <span className="sharing__actions">
                    {item.state === 'Pending' && (
                      <BusyButton
                        className="button button--secondary button--small"
                        aria-label={`Resend invitation to ${item.invitedUserEmail}`}
                        busy={resending.isPending && resending.variables.params.id === item.id}
                        busyLabel="Sending…"
                        onClick={() => resend(item)}
                      >
                        Resend
                      </BusyButton>
                    )}
                    <button
                      type="button"
                      className="button button--ghost button--small sharing__remove"
                      aria-label={cancels(item) ? `Cancel invitation to ${item.invitedUserEmail}` : `Remove ${item.invitedUserEmail}`}
                      onClick={() => {
                        removing.reset();
                        setConfirming(item);
                      }}
                    >
                      {cancels(item) ? 'Cancel invite' : 'Remove'}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {invites.length === 0 && (
            <p className="panel-group__hint">{isOwner ? 'Only you can edit this website. Invite someone to help.' : 'Only the owner edits this website.'}</p>
          )}
        </>
      )}

      {leave && !isOwner && mine && (
        <button
          type="button"
          className="button button--secondary button--small sharing__leave"
          onClick={() => {
            removing.reset();
            setConfirming(mine);
          }}
        >
          Leave this website
        </button>
      )}

      {confirming && (
        <AlertDialog
          busy={removing.isPending}
          title={
            isOwner
              ? cancels(confirming)
                ? `Cancel the invitation to ${confirming.invitedUserEmail}?`
                : `Remove ${confirming.invitedUserEmail}?`
              : 'Leave this website?'
          }
          description={
            isOwner
              ? confirming.state === 'Accepted'
                ? 'They can no longer open or edit this website. You can invite them again later.'
                : 'Their invitation stops working. You can invite them again later.'
              : 'You will no longer be able to open or edit this website. The owner can invite you again.'
          }
          onClose={() => {
            setConfirming(null);
            removing.reset();
          }}
        >
          {removing.error && (
            <p role="alert" className="field-error">
              {removing.error.message}
            </p>
          )}
          <ConfirmActions
            label={isOwner ? (cancels(confirming) ? 'Cancel invitation' : 'Remove editor') : 'Leave website'}
            busyLabel={isOwner ? 'Removing…' : 'Leaving…'}
            busy={removing.isPending}
            onConfirm={() => remove(confirming)}
          />
        </AlertDialog>
      )}
    </>
  );
}
