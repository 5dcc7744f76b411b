import { EMAIL_TOKEN_TTL_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { callPublic, useCallsMutation, usePublicMutation } from '../api/query-client';
import { emailError, newPasswordError } from '../auth/validate';
import { BusyButton } from '../components/busy-button';
import { errorStatus, FormStatus } from '../components/form-status';
import { MailIcon } from '../components/icons';
import { PasswordField, TextField } from '../components/text-field';
import type { StepProps } from './sign-in-steps';

type FieldErrors = { email?: string | null; password?: string | null };

function EmailInput({ email, setEmail, error, clear }: { email: string; setEmail: (v: string) => void; error?: string | null; clear: () => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@yourbusiness.com"
      maxLength={64}
      value={email}
      error={error}
      data-autofocus
      onChange={(event) => {
        setEmail(event.target.value);
        clear();
      }}
    />
  );
}

/** Email and password sign-in, with the ways to create an account or reset the password. */
export function PasswordSignInStep({ email, setEmail, go, onSignedIn }: StepProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Signed in only once the session is taken up: the button stays busy until then.
  const signIn = useCallsMutation(async (body: { email: string; password: string }) => onSignedIn(await callPublic('post /api/login/password/signin', { body })));
  const busy = signIn.isPending;
  const failure = signIn.error;
  const status = failure?.code === 'email-not-verified' ? ({ tone: 'info', message: failure.message } as const) : errorStatus(failure);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: password ? null : 'Enter your password.' };
    setErrors(next);
    signIn.reset();
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <>
      <form className="form sign-in__form" noValidate onSubmit={submit}>
        <EmailInput email={email} setEmail={setEmail} error={errors.email} clear={() => setErrors((e) => ({ ...e, email: null }))} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((e) => ({ ...e, password: null }));
          }}
        />
        <div className="sign-in__row">
          <button type="button" className="text-button" onClick={() => go({ type: 'password-reset' })}>
            Forgot password?
          </button>
        </div>
        <FormStatus status={status} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Signing in…">
          Sign in
        </BusyButton>
      </form>
      <div className="sign-in__alternatives">
        <span className="sign-in__muted">New to Frontdoor?</span>
        <button type="button" className="text-button" disabled={busy} onClick={() => go({ type: 'password-sign-up' })}>
          Create an account
        </button>
        <button type="button" className="text-button" disabled={busy} onClick={() => go({ type: 'email' })}>
          Email me a code instead
        </button>
      </div>
    </>
  );
}

/** Account creation with a password; a verification email follows (spec §1). */
export function PasswordSignUpStep({ email, setEmail, go }: StepProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const signUp = usePublicMutation('post /api/login/password/signup', { onSuccess: () => go({ type: 'check-email', reason: 'verify' }) });
  const busy = signUp.isPending;
  const status = errorStatus(signUp.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: newPasswordError(password) };
    setErrors(next);
    signUp.reset();
    if (next.email || next.password) return;
    signUp.mutate({ body: { email: email.trim(), password } });
  };

  return (
    <>
      <p className="dialog__text">Create a free account with your email and a password. We'll email you a link to confirm your address.</p>
      <form className="form sign-in__form" noValidate onSubmit={submit}>
        <EmailInput email={email} setEmail={setEmail} error={errors.email} clear={() => setErrors((e) => ({ ...e, email: null }))} />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((e) => ({ ...e, password: null }));
          }}
        />
        <FormStatus status={status} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Creating account…">
          Create account
        </BusyButton>
      </form>
      <div className="sign-in__alternatives">
        <span className="sign-in__muted">Already have an account?</span>
        <button type="button" className="text-button" disabled={busy} onClick={() => go({ type: 'password-sign-in' })}>
          Sign in
        </button>
      </div>
    </>
  );
}

/** Forgot password: emails a reset link. The answer never says whether the account exists. */
export function PasswordResetStep({ email, setEmail, go }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  const reset = usePublicMutation('post /api/login/password/reset', { onSuccess: () => go({ type: 'check-email', reason: 'reset' }) });
  const busy = reset.isPending;
  const status = errorStatus(reset.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    reset.reset();
    if (invalid) return;
    reset.mutate({ body: { email: email.trim() } });
  };

  return (
    <>
      <p className="dialog__text">Enter your account's email and we'll send you a link to choose a new password.</p>
      <form className="form sign-in__form" noValidate onSubmit={submit}>
        <EmailInput email={email} setEmail={setEmail} error={error} clear={() => setError(null)} />
        <FormStatus status={status} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy} busyLabel="Sending…">
          Email me a reset link
        </BusyButton>
      </form>
      <div className="sign-in__alternatives">
        <button type="button" className="text-button" disabled={busy} onClick={() => go({ type: 'password-sign-in' })}>
          Back to sign in
        </button>
      </div>
    </>
  );
}

/** After sign-up (verify your email) or a reset request (open the reset link). */
export function CheckEmailStep({ email, go, reason }: StepProps & { reason: 'verify' | 'reset' }) {
  const hours = EMAIL_TOKEN_TTL_MS / 3_600_000;
  const expiry = `It expires in ${hours === 1 ? '1 hour' : `${hours} hours`}.`;
  return (
    <>
      <div className="sign-in__sent">
        <span className="sign-in__sent-icon">
          <MailIcon width={28} height={28} />
        </span>
        {reason === 'verify' ? (
          <p>
            We sent a verification link to <strong className="sign-in__email">{email.trim()}</strong>. Open it to confirm your email and finish creating your account.{' '}
            {expiry}
          </p>
        ) : (
          <p>
            If there is an account for <strong className="sign-in__email">{email.trim()}</strong>, we sent it a link to choose a new password. {expiry}
          </p>
        )}
      </div>
      <div className="sign-in__alternatives">
        <button type="button" className="text-button" onClick={() => go({ type: 'password-sign-in' })}>
          Back to sign in
        </button>
        <button type="button" className="text-button" onClick={() => go({ type: 'email' })}>
          Email me a code instead
        </button>
      </div>
    </>
  );
}
