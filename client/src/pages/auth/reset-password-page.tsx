import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { useAuth } from '../../auth/auth-context';
import { confirmPasswordReset } from '../../auth/login-api';
import { newPasswordError } from '../../auth/validate';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { useNotice } from '../../components/notice';
import { PasswordField } from '../../components/text-field';
import { AuthScreen } from '../../components/auth-screen';

/** /login/reset-password?token=…: choose a new password, then be signed in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { completeSignIn, openSignIn } = useAuth();
  const notice = useNotice();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(!token);
  useDocumentTitle(expired ? 'Link expired' : 'Choose a new password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = newPasswordError(password);
    setFieldError(invalid);
    setStatus(null);
    if (invalid) return;
    setBusy(true);
    const result = await confirmPasswordReset(token, password);
    if (result.ok && result.data.status === 'Success') {
      await completeSignIn(result.data.session, { quiet: true });
      notice('Your password has been changed.');
      void navigate('/', { replace: true });
      return;
    }
    setBusy(false);
    if (result.ok) setExpired(true);
    else if (result.code === 'weak-password') setFieldError(result.message);
    else setStatus({ tone: 'error', message: result.message });
  };

  if (expired) {
    return (
      <AuthScreen tone="expired" title="Link expired">
        <p className="auth-card__text">{SIGN_IN_MESSAGES['link-expired']}</p>
        <div className="auth-card__actions">
          <button type="button" className="button button--primary" onClick={() => openSignIn('password-reset')}>
            Request a new link
          </button>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen tone="mail" title="Choose a new password">
      <p className="auth-card__text">Pick a password you don't use anywhere else. You'll be signed in right after.</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          autoFocus
          value={password}
          error={fieldError}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
        />
        <FormStatus status={status} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Saving…">
          Save new password
        </BusyButton>
      </form>
    </AuthScreen>
  );
}
