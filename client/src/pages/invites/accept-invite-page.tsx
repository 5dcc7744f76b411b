import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { Spinner } from '../../components/spinner';
import { designerPath } from '../designer/designer-path';
import { PageMessage } from '../websites/page-message';
import { ACCEPT_SCREENS, acceptFailure, type AcceptState } from './accept-state';
import { invitesApi } from './invites-api';

/**
 * /invite/accept?id=… — the link of an invitation email (spec §2): signs in if needed, accepts
 * with the signed-in address, and opens the website in the designer; or says why it cannot.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const inviteId = params.get('id') ?? '';
  const { state: auth, client, openSignIn, signOut } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<AcceptState>('verifying');
  useDocumentTitle(state === 'verifying' ? 'Accept invitation' : ACCEPT_SCREENS[state].title);

  useEffect(() => {
    if (auth.status !== 'signed-in') return;
    if (!inviteId) return setState('generic');
    let live = true;
    setState('verifying');
    void invitesApi(client)
      .accept(inviteId)
      .then((result) => {
        if (!live) return;
        if (result.ok) void navigate(designerPath(result.data.websiteId), { replace: true });
        else setState(acceptFailure(result.code));
      });
    return () => {
      live = false;
    };
  }, [auth.status, client, inviteId, navigate]);

  if (auth.status === 'signed-out') {
    return (
      <PageMessage tone="info" title="Sign in to accept your invitation">
        <p>Sign in with the email address the invitation was sent to. You will go straight to the website.</p>
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>Sign In</button>
        </div>
      </PageMessage>
    );
  }
  if (state === 'verifying' || auth.status === 'loading') {
    return (
      <div className="designer-loading" role="status">
        <Spinner size={24} />
        Verifying your invitation…
      </div>
    );
  }
  const screen = ACCEPT_SCREENS[state];
  return (
    <PageMessage tone="error" title={screen.title}>
      <p>{screen.text}</p>
      {state === 'wrong-account' && auth.status === 'signed-in' && <p>You are signed in as <strong>{auth.user.email}</strong>.</p>}
      <div className="page-message__actions">
        {state === 'wrong-account' || state === 'generic' ? (
          <button type="button" className="button button--primary" onClick={() => void signOut()}>Sign out</button>
        ) : null}
        <Link to={links.websites} className={state === 'wrong-account' || state === 'generic' ? 'button button--secondary' : 'button button--primary'}>
          Your websites
        </Link>
      </div>
    </PageMessage>
  );
}
