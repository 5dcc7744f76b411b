import { PASSWORD_MIN_LENGTH, type AuthUser } from '@frontdoor/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { Spinner } from '../../components/spinner';
import { AuthScreen } from '../../components/auth-screen';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account';
import './account.css';

/** /account: account settings (email, password, delete account). Needs a signed-in user. */
export function AccountPage() {
  useDocumentTitle('Account settings');
  const { state, openSignIn } = useAuth();

  if (state.status === 'loading') {
    return (
      <div className="account-loading container" role="status">
        <Spinner size={24} />
        Loading your account…
      </div>
    );
  }
  if (state.status === 'signed-out') {
    return (
      <AuthScreen tone="mail" title="Sign in to see your account">
        <p className="auth-card__text">Your account settings are here once you're signed in.</p>
        <div className="auth-card__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn()}>
            Sign In
          </button>
        </div>
      </AuthScreen>
    );
  }
  return <AccountSettings user={state.user} />;
}

const PROVIDER_NAMES: Record<string, string> = {
  email: 'Email code',
  otp: 'Email code',
  link: 'Email link',
  'magic-link': 'Email link',
  password: 'Password',
  oidc: 'Identity provider',
  google: 'Google',
};
const providerName = (id: string) => PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function AccountSettings({ user }: { user: AuthUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The user menu's 'Delete account' comes here asking for the confirmation.
  useEffect(() => {
    if ((location.state as { confirmDelete?: boolean } | null)?.confirmDelete) {
      setConfirmDelete(true);
      void navigate('.', { replace: true, state: null });
    }
  }, [location.key, location.state, navigate]);

  const since = Date.parse(user.createdAt);
  return (
    <div className="account">
      <header className="account__header">
        <div className="container container--narrow">
          <h1 className="account__title">Account settings</h1>
          <p className="account__lead">Manage how you sign in to Frontdoor.</p>
        </div>
      </header>
      <div className="container container--narrow account__body">
        <section className="account-card" aria-labelledby="account-profile">
          <h2 id="account-profile" className="account-card__title">
            Your account
          </h2>
          <dl className="account-facts">
            <div>
              <dt>Email</dt>
              <dd>
                <span className="account-facts__email">{user.email}</span>
                {user.emailVerified && <span className="badge badge--success">Verified</span>}
              </dd>
            </div>
            <div>
              <dt>Sign-in methods</dt>
              <dd>{[...new Set(user.providers.map(providerName))].join(', ') || 'Email code'}</dd>
            </div>
            {Number.isFinite(since) && (
              <div>
                <dt>Member since</dt>
                <dd>{dateFormat.format(since)}</dd>
              </div>
            )}
          </dl>
        </section>

        <section className="account-card" aria-labelledby="account-email">
          <h2 id="account-email" className="account-card__title">
            Change email
          </h2>
          <p className="account-card__text">We'll send a link to the new address. Your email changes once you open it.</p>
          <ChangeEmailForm user={user} />
        </section>

        <section className="account-card" aria-labelledby="account-password">
          <h2 id="account-password" className="account-card__title">
            {user.hasPassword ? 'Change password' : 'Set a password'}
          </h2>
          <p className="account-card__text">
            {user.hasPassword
              ? `Use at least ${PASSWORD_MIN_LENGTH} characters. A long phrase is easier to remember than a short jumble.`
              : 'You sign in with emailed codes. Add a password if you would also like to sign in with one.'}
          </p>
          <ChangePasswordForm user={user} />
        </section>

        <section className="account-card account-card--danger" aria-labelledby="account-delete">
          <h2 id="account-delete" className="account-card__title">
            Delete account
          </h2>
          <p className="account-card__text">Permanently delete your account and every website you own. Published sites go offline right away.</p>
          <div className="account-card__actions">
            <button type="button" className="button button--danger" onClick={() => setConfirmDelete(true)}>
              Delete account
            </button>
          </div>
        </section>
      </div>
      <DeleteAccountDialog open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </div>
  );
}
