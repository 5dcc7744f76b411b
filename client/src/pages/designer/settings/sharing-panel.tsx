import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isValidEmail, type WebsiteInvite } from '@frontdoor/shared';
import { links } from '../../../app/site-links';
import type { AuthClient } from '../../../auth/auth-client';
import { BusyButton } from '../../../components/busy-button';
import { Spinner } from '../../../components/spinner';
import { invitesApi } from '../../invites/invites-api';
import { CloseDialogButton, DesignerDialog } from '../publish/designer-dialog';
import './sharing-panel.css';

const OUTCOME: Record<string, (email: string) => string> = {
  created: (email) => `Invitation sent to ${email}`,
  recreated: (email) => `A new invitation was sent to ${email}`,
  resent: (email) => `Invitation sent again to ${email}`,
  'already-accepted': (email) => `${email} can already edit this website`,
  'ignored-own-email': () => 'That is your own email: you can already edit this website',
};

/**
 * Website sharing (spec §2 settings panel): the editors with their invite state; the owner
 * invites by email, resends pending invitations and removes editors; a guest may leave.
 */
export function SharingPanel({ websiteId, client, isOwner, ownerEmail, myEmail, refreshKey }: {
  websiteId: string;
  client: AuthClient;
  isOwner: boolean;
  ownerEmail: string | null;
  myEmail: string;
  refreshKey: number;
}) {
  const api = invitesApi(client);
  const navigate = useNavigate();
  const [invites, setInvites] = useState<WebsiteInvite[] | 'loading' | 'error'>('loading');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<WebsiteInvite | null>(null);
  const [reload, setReload] = useState(0);
  const fieldId = useId();

  useEffect(() => {
    let live = true;
    void invitesApi(client).list(websiteId).then((result) => live && setInvites(result.ok ? result.data : 'error'));
    return () => {
      live = false;
    };
  }, [client, websiteId, refreshKey, reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setMessage({ tone: 'error', text: 'Invalid email' });
    setBusy(true);
    const result = await api.create(websiteId, email);
    setBusy(false);
    if (!result.ok) return setMessage({ tone: 'error', text: result.message });
    setMessage({ tone: 'ok', text: OUTCOME[result.data.outcome]!(result.data.invite?.invitedUserEmail ?? email.trim()) });
    setEmail('');
    setReload((n) => n + 1);
  };

  const resend = async (invite: WebsiteInvite) => {
    const result = await api.resend(invite.id);
    setMessage(result.ok ? { tone: 'ok', text: OUTCOME.resent!(invite.invitedUserEmail) } : { tone: 'error', text: result.message });
  };

  const remove = async (invite: WebsiteInvite) => {
    const result = await api.remove(invite.id);
    setRemoving(null);
    if (!result.ok) return setMessage({ tone: 'error', text: result.message });
    if (!isOwner) return void navigate(links.websites);
    setMessage({ tone: 'ok', text: `${invite.invitedUserEmail} can no longer edit this website` });
    setReload((n) => n + 1);
  };

  const mine = Array.isArray(invites) ? invites.find((invite) => invite.invitedUserEmail === myEmail.toLowerCase()) : undefined;
  return (
    <section className="sharing" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="sharing__title">Website sharing</h3>
      <p className="sharing__hint">Editors change the content and settings; one person edits at a time.</p>
      {isOwner && (
        <form className="sharing__form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={fieldId} className="field-label">Email</label>
          <div className="sharing__row">
            <input id={fieldId} className="text-input" type="email" autoComplete="off" value={email} maxLength={64} onChange={(event) => setEmail(event.target.value)} placeholder="name@example.com" />
            <BusyButton type="submit" className="button button--primary button--small" busy={busy} busyLabel="Inviting…">Invite</BusyButton>
          </div>
        </form>
      )}
      <p className={`sharing__message sharing__message--${message?.tone ?? 'ok'}`} role="status" aria-live="polite">{message?.text ?? ''}</p>
      {invites === 'loading' && <p role="status" className="sharing__status"><Spinner size={16} /> Loading editors…</p>}
      {invites === 'error' && <p role="alert" className="form-error">Please check your connection and try again</p>}
      {Array.isArray(invites) && (
        <ul className="sharing__list" aria-label="Editors">
          <li className="sharing__item">
            <span className="sharing__email">{ownerEmail ?? 'Owner'}</span>
            <span className="sharing__badge sharing__badge--owner">Owner</span>
          </li>
          {invites.map((invite) => (
            <li key={invite.id} className="sharing__item">
              <span className="sharing__email">{invite.invitedUserEmail}</span>
              <span className={`sharing__badge sharing__badge--${invite.state.toLowerCase()}`}>{invite.state}</span>
              {isOwner && invite.state === 'Pending' && (
                <button type="button" className="button button--secondary button--small" aria-label={`Resend invitation to ${invite.invitedUserEmail}`} onClick={() => void resend(invite)}>
                  Resend
                </button>
              )}
              {isOwner && (
                <button type="button" className="button button--secondary button--small" aria-label={`Remove ${invite.invitedUserEmail}`} onClick={() => setRemoving(invite)}>
                  Remove
                </button>
              )}
            </li>
          ))}
          {invites.length === 0 && <li className="sharing__empty">Only you can edit this website. Invite someone to help.</li>}
        </ul>
      )}
      {!isOwner && mine && (
        <button type="button" className="button button--secondary button--small sharing__leave" onClick={() => setRemoving(mine)}>
          Leave this website
        </button>
      )}
      {removing && (
        <DesignerDialog
          role="alertdialog"
          title={isOwner ? `Remove ${removing.invitedUserEmail}?` : 'Leave this website?'}
          description={isOwner ? 'They can no longer open or edit this website. You can invite them again later.' : 'You will no longer be able to open or edit this website.'}
          onClose={() => setRemoving(null)}
        >
          <div className="designer-dialog__actions">
            <CloseDialogButton autoFocus>Cancel</CloseDialogButton>
            <button type="button" className="button button--danger" onClick={() => void remove(removing)}>{isOwner ? 'Remove editor' : 'Leave website'}</button>
          </div>
        </DesignerDialog>
      )}
    </section>
  );
}
