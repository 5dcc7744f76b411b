import { SIGN_IN_MESSAGES, type SignInErrorCode } from '@frontdoor/shared';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { AuthScreen } from '../../components/auth-screen';

const isSignInErrorCode = (code: string | null): code is SignInErrorCode => code !== null && Object.hasOwn(SIGN_IN_MESSAGES, code);

/** /sign-in/error?code=…: the identity provider's sign-in failed; the catalogue says why. */
export function SignInErrorPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const { openSignIn } = useAuth();
  useDocumentTitle("We couldn't sign you in");
  return (
    <AuthScreen tone="error" title="We couldn't sign you in">
      <p className="auth-card__text" role="alert">
        {SIGN_IN_MESSAGES[isSignInErrorCode(code) ? code : 'unknown']}
      </p>
      <div className="auth-card__actions">
        <button type="button" className="button button--primary" onClick={() => openSignIn()}>
          Try again
        </button>
        <Link to="/" className="button button--secondary">
          Back to homepage
        </Link>
      </div>
    </AuthScreen>
  );
}
