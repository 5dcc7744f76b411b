import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { Spinner } from '../../components/spinner';
import { designerPath } from '../../features/websites/designer-path';
import { PageMessage } from '../../components/page-message';
import { ACCEPT_SCREENS, acceptFailure, acceptFailureText, type AcceptFailure } from './accept-state';
import { ApiError, useApiMutation } from '../../api/query-client';
import { useInviteLookup } from '../../features/invites/invites-api';
import './invites.css';

/** Why accepting failed, for the account that tried. */
type Failed = { kind: 'failed'; failure: AcceptFailure; text: string; email: string };

/**
 * /invite/accept?id=… — the link of an invitation email (spec §2 accept-invite page, §4 Invites):
 * asks a signed-out visitor to sign in, then accepts with the signed-in address and opens the
 * website in the designer; or says why it cannot (spec §8 invite errors) and what to do next.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const inviteId = params.get('id')?.trim() ?? '';
  const { state: auth, openSignIn, signOut } = useAuth();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const email = auth.status === 'signed-in' ? auth.user.email : null;
  // What the link names (issue 26): the website, who invited and the address to sign in with.
  const lookup = useInviteLookup(inviteId);
  const invitation = lookup.data && lookup.data.state !== 'Expired' ? lookup.data : null;
  // A link whose invite is gone (the owner removed it, or the guest's access) says so before any sign-in.
  const gone = auth.status === 'signed-out' && lookup.error instanceof ApiError && lookup.error.code === 'invite_invalid';

  // Accepting is a write on arrival (and on Try again), once per invite, account and attempt:
  // React's development double effect sends it once. Accepted, the website opens in the designer.
  const { mutate: accept } = useApiMutation('post /api/invite/accept/{id}', {
    onSuccess: (answer) => void navigate(designerPath(answer.websiteId), { replace: true }),
  });
  const [failedAs, setFailedAs] = useState<Failed | null>(null);
  const asked = useRef('');
  useEffect(() => {
    const key = `${inviteId}:${email}:${attempt}`;
    if (email === null || !inviteId || asked.current === key) return;
    asked.current = key;
    accept(
      { params: { id: inviteId } },
      {
        onError: (error) => {
          const failure = acceptFailure(error.code, error.message);
          setFailedAs({ kind: 'failed', failure, text: acceptFailureText(failure, error.message), email });
        },
      },
    );
  }, [email, inviteId, attempt, accept]);
  const view: Failed | null = email !== null && !inviteId ? { kind: 'failed', failure: 'generic', text: ACCEPT_SCREENS.generic.text, email } : failedAs;

  // A failure belongs to the account it happened to: after signing in again it is verifying.
  const failed = gone ? ({ kind: 'failed', failure: 'removed', text: ACCEPT_SCREENS.removed.text, email: '' } as const) : view && view.email === email ? view : null;
  const title =
    auth.status === 'signed-out' && !failed ? 'Sign in to accept your invitation' : failed ? ACCEPT_SCREENS[failed.failure].title : 'Verifying your invitation';
  useDocumentTitle(title);

  if (auth.status === 'signed-out' && !failed) {
    return (
      <PageMessage tone="info" title={title}>
        {invitation ? (
          <>
            <p className="invite-names">
              <strong>{invitation.inviterEmail}</strong> invited you to edit <strong>{invitation.businessName || 'their website'}</strong> on Frontdoor.
            </p>
            <p>
              Sign in with <strong className="invite-account__email">{invitation.invitedEmail}</strong>, the address the invitation was sent to. Then the website opens
              for you to edit.
            </p>
          </>
        ) : (
          <p>Sign in with the email address the invitation was sent to. Then the website opens for you to edit.</p>
        )}
        <div className="page-message__actions">
          <button type="button" className="button button--primary" onClick={() => (invitation ? openSignIn('email', { email: invitation.invitedEmail }) : openSignIn())}>
            Sign In
          </button>
        </div>
      </PageMessage>
    );
  }

  if (auth.status === 'loading' || !failed) {
    return (
      <div className="invite-verifying container" role="status">
        <Spinner size={28} />
        <p className="invite-verifying__text">
          {invitation?.businessName ? `Verifying your invitation to edit ${invitation.businessName}…` : 'Verifying your invitation…'}
        </p>
      </div>
    );
  }

  const { failure } = failed;
  return (
    <PageMessage tone="error" title={title}>
      <p role="alert">{failed.text}</p>
      {failure === 'wrong-account' && auth.status === 'signed-in' && (
        <p className="invite-account">
          You are signed in as <strong className="invite-account__email">{auth.user.email}</strong>.
          {invitation && (
            <>
              {' '}
              The invitation to edit {invitation.businessName || 'this website'} was sent to <strong className="invite-account__email">{invitation.invitedEmail}</strong>.
            </>
          )}
        </p>
      )}
      <div className="page-message__actions">
        {failure === 'generic' && (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setFailedAs(null);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </button>
            <button type="button" className="button button--secondary" onClick={() => void signOut()}>
              Sign out
            </button>
            <Link to={links.support} className="button button--secondary">
              Contact support
            </Link>
          </>
        )}
        {(failure === 'expired' || failure === 'removed') && (
          <>
            <Link to={links.websites} className="button button--primary">
              Your websites
            </Link>
            <Link to={links.home} className="button button--secondary">
              Visit Homepage
            </Link>
          </>
        )}
        {failure === 'wrong-account' && (
          <>
            <button type="button" className="button button--primary" onClick={() => void signOut()}>
              Sign out
            </button>
            <Link to={links.websites} className="button button--secondary">
              Do it later
            </Link>
          </>
        )}
        {failure === 'limit' && (
          <>
            <Link to={links.websites} className="button button--primary">
              Your websites
            </Link>
            <Link to={links.sharedWebsites} className="button button--secondary">
              Websites shared with you
            </Link>
          </>
        )}
      </div>
    </PageMessage>
  );
}
