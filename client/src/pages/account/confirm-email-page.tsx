import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { Link } from 'react-router';
import { links } from '../../app/site-links';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { confirmEmailChange } from '../../auth/login-api';
import { AuthScreen } from '../../components/auth-screen';
import { useTokenLink } from '../../auth/token-link';

/** /account/confirm-email?token=…: the link sent to a new address; opening it makes the change. */
export function ConfirmEmailPage() {
  const { completeSignIn } = useAuth();
  const outcome = useTokenLink('confirm-email', confirmEmailChange, (session) => completeSignIn(session, { quiet: true }));
  useDocumentTitle(outcome.kind === 'verifying' ? 'Confirming your new email' : outcome.kind === 'success' ? 'Email changed' : 'Link expired');

  switch (outcome.kind) {
    case 'verifying':
      return (
        <AuthScreen tone="loading" title="Confirming your new email…">
          <p className="auth-card__text">This only takes a moment.</p>
        </AuthScreen>
      );
    case 'success':
      return (
        <AuthScreen tone="success" title="Email changed">
          <p className="auth-card__text">
            Your account email is now <strong>{outcome.session.user.email}</strong>. Use it the next time you sign in.
          </p>
          <div className="auth-card__actions">
            <Link to={links.account} className="button button--primary">
              Account settings
            </Link>
          </div>
        </AuthScreen>
      );
    case 'expired':
    case 'invalid-device':
      return (
        <AuthScreen tone="expired" title="Link expired">
          <p className="auth-card__text">{SIGN_IN_MESSAGES['link-expired']}</p>
          <div className="auth-card__actions">
            <Link to={links.account} className="button button--primary">
              Account settings
            </Link>
          </div>
        </AuthScreen>
      );
    case 'failed':
      return (
        <AuthScreen tone="error" title="We couldn't confirm your email">
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
