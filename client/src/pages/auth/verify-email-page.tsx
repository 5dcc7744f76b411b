import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { verifyEmail } from '../../auth/login-api';
import { AuthScreen } from '../../components/auth-screen';
import { useTokenLink } from '../../auth/token-link';

/** /login/verify-email?token=…: confirms a password account's email and signs it in. */
export function VerifyEmailPage() {
  const { completeSignIn, openSignIn } = useAuth();
  const outcome = useTokenLink('verify-email', verifyEmail, async (session) => {
    await completeSignIn(session, { quiet: true });
  });
  useDocumentTitle(
    outcome.kind === 'verifying'
      ? 'Verifying your email'
      : outcome.kind === 'success'
        ? 'Email verified'
        : outcome.kind === 'invalid-device'
          ? 'Open the link where you signed up'
          : 'Link expired',
  );

  switch (outcome.kind) {
    case 'verifying':
      return (
        <AuthScreen tone="loading" title="Verifying your email…">
          <p className="auth-card__text">This only takes a moment.</p>
        </AuthScreen>
      );
    case 'success':
      return (
        <AuthScreen tone="success" title="Email verified">
          <p className="auth-card__text">
            Thanks for confirming <strong>{outcome.session.user.email}</strong>. You're signed in and ready to build your website.
          </p>
          <div className="auth-card__actions">
            <Link to={links.createWebsite} className="button button--primary">
              Create Your Website
            </Link>
            <Link to="/" className="button button--secondary">
              Go to the homepage
            </Link>
          </div>
        </AuthScreen>
      );
    case 'expired':
      return (
        <AuthScreen tone="expired" title="Link expired">
          <p className="auth-card__text">{SIGN_IN_MESSAGES['link-expired']}</p>
          <p className="auth-card__text">Sign in with your email and password and we'll send you a new verification link.</p>
          <div className="auth-card__actions">
            <button type="button" className="button button--primary" onClick={() => openSignIn('password-sign-in')}>
              Sign in
            </button>
          </div>
        </AuthScreen>
      );
    case 'invalid-device':
      // A verification link proves the address only in the browser that knew the password, so
      // a stranger's sign-up can never be verified by the address's owner clicking it.
      return (
        <AuthScreen tone="device" title="Open the link where you signed up">
          <p className="auth-card__text">This verification link works only in the browser where you signed up, so nobody else can confirm an address for you.</p>
          <p className="auth-card__text">
            Open it in the browser where you created your password, or sign in with your email and password here and we'll send a new link.
          </p>
          <div className="auth-card__actions">
            <button type="button" className="button button--primary" onClick={() => openSignIn('password-sign-in')}>
              Sign in
            </button>
          </div>
        </AuthScreen>
      );
    case 'failed':
      return (
        <AuthScreen tone="error" title="We couldn't verify your email">
          <p className="auth-card__text" role="alert">
            {outcome.message}
          </p>
          <div className="auth-card__actions">
            <button type="button" className="button button--primary" onClick={outcome.retry}>
              Try again
            </button>
          </div>
        </AuthScreen>
      );
  }
}
