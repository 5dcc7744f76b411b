import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { callPublic, useCallsMutation } from '../../api/query-client';
import { useAuth } from '../../auth/auth-context';
import { newPasswordError } from '../../auth/validate';
import { BusyButton } from '../../components/busy-button';
import { errorStatus, FormStatus } from '../../components/form-status';
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
  // The new password saved, then the user signed in with it (the button stays busy until then).
  const save = useCallsMutation(
    async (body: { token: string; password: string }) => {
      const answer = await callPublic('post /api/login/password/reset/confirm', { body });
      if (answer.status === 'Success') await completeSignIn(answer.session, { quiet: true });
      return answer;
    },
    {
      onSuccess: (answer) => {
        if (answer.status !== 'Success') return;
        notice('Your password has been changed.');
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        if (error.code === 'weak-password') setFieldError(error.message);
      },
    },
  );
  const expired = !token || (save.isSuccess && save.data.status !== 'Success');
  const status = save.error?.code === 'weak-password' ? null : errorStatus(save.error);
  useDocumentTitle(expired ? 'Link expired' : 'Choose a new password');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = newPasswordError(password);
    setFieldError(invalid);
    save.reset();
    if (invalid) return;
    save.mutate({ token, password });
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
      <form className="form" noValidate onSubmit={submit}>
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
        <BusyButton type="submit" className="button button--primary button--block" busy={save.isPending || (save.isSuccess && !expired)} busyLabel="Saving…">
          Save new password
        </BusyButton>
      </form>
    </AuthScreen>
  );
}
