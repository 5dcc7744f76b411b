import { EMAIL_TOKEN_TTL_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { passwordSignIn, passwordSignUp, requestPasswordReset } from '../auth/login-api';
import { emailError, newPasswordError } from '../auth/validate';
import { BusyButton } from '../components/busy-button';
import { FormStatus, type Status } from '../components/form-status';
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
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: password ? null : 'Enter your password.' };
    setErrors(next);
    setStatus(null);
    if (next.email || next.password) return;
    setBusy(true);
    const result = await passwordSignIn(email.trim(), password);
    if (result.ok) {
      await onSignedIn(result.data);
      return;
    }
    setBusy(false);
    setStatus({ tone: result.code === 'email-not-verified' ? 'info' : 'error', message: result.message });
  };

  return (
    <>
      <form className="form sign-in__form" noValidate onSubmit={(event) => void submit(event)}>
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
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { email: emailError(email), password: newPasswordError(password) };
    setErrors(next);
    setStatus(null);
    if (next.email || next.password) return;
    setBusy(true);
    const result = await passwordSignUp(email.trim(), password);
    setBusy(false);
    if (result.ok) go({ type: 'check-email', reason: 'verify' });
    else setStatus({ tone: 'error', message: result.message });
  };

  return (
    <>
      <p className="dialog__text">Create a free account with your email and a password. We'll email you a link to confirm your address.</p>
      <form className="form sign-in__form" noValidate onSubmit={(event) => void submit(event)}>
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
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    setStatus(null);
    if (invalid) return;
    setBusy(true);
    const result = await requestPasswordReset(email.trim());
    setBusy(false);
    if (result.ok) go({ type: 'check-email', reason: 'reset' });
    else setStatus({ tone: 'error', message: result.message });
  };

  return (
    <>
      <p className="dialog__text">Enter your account's email and we'll send you a link to choose a new password.</p>
      <form className="form sign-in__form" noValidate onSubmit={(event) => void submit(event)}>
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
