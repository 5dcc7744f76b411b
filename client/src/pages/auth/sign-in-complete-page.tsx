import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { authClient } from '../../auth/session';
import { safeReturnTo } from '../../auth/return-to';
import { useOnce } from '../../auth/use-once';
import { useNotice } from '../../components/notice';
import { AuthScreen } from '../../components/auth-screen';

/**
 * /sign-in/complete?returnTo=…: where the identity provider's sign-in comes back to. The server
 * has set the refresh cookie; the access token comes from /api/auth/refresh (the same request
 * that restores any session on load), then the user is registered and sent back.
 */
export function SignInCompletePage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const notice = useNotice();
  const { openSignIn } = useAuth();

  const signedIn = useOnce(`sign-in-complete:${attempt}`, async () => {
    if (attempt === 0) await authClient.restore();
    else await authClient.refresh();
    const state = authClient.getState();
    if (state.status !== 'signed-in') return false;
    await authClient.register();
    notice(`Signed in as ${state.user.email}`);
    void navigate(returnTo, { replace: true });
    return true;
  });
  useDocumentTitle(signedIn === false ? "We couldn't sign you in" : 'Signing you in');

  if (signedIn === false) {
    return (
      <AuthScreen tone="error" title="We couldn't sign you in">
        <p className="auth-card__text" role="alert">
          {SIGN_IN_MESSAGES.unknown}
        </p>
        <div className="auth-card__actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
          <button type="button" className="button button--secondary" onClick={() => openSignIn()}>
            Sign in another way
          </button>
          <Link to="/" className="button button--ghost">
            Back to homepage
          </Link>
        </div>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen tone="loading" title="Signing you in…">
      <p className="auth-card__text">Finishing your sign-in. This only takes a moment.</p>
    </AuthScreen>
  );
}
