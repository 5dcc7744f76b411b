import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { generateOtp, requestMagicLink } from '../auth/login-api';
import { emailError } from '../auth/validate';
import { BusyButton } from '../components/busy-button';
import { FormStatus, type Status } from '../components/form-status';
import { TextField } from '../components/text-field';
import type { StepProps } from './sign-in-steps';

/** Email, then a code (the main way in) or a sign-in link. */
export function EmailStep({ email, setEmail, go, reauth }: StepProps) {
  const [busy, setBusy] = useState<'code' | 'link' | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const send = async (method: 'code' | 'link') => {
    const invalid = emailError(email);
    setFieldError(invalid);
    setStatus(null);
    if (invalid) return;
    setBusy(method);
    if (method === 'code') {
      const result = await generateOtp(email.trim());
      setBusy(null);
      if (result.ok) go({ type: 'code', sessionId: result.data.sessionId });
      else setStatus({ tone: 'error', message: result.message });
    } else {
      const result = await requestMagicLink(email.trim());
      setBusy(null);
      if (result.ok) go({ type: 'link-sent' });
      else setStatus({ tone: 'error', message: result.message });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('code');
  };

  return (
    <>
      <p className="dialog__text">
        {reauth
          ? `${SIGN_IN_MESSAGES['reauth-required']} We'll email a 6-digit code to your address.`
          : "Enter your email and we'll send you a 6-digit code. New here? This creates your free account."}
      </p>
      <form className="form sign-in__form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@yourbusiness.com"
          maxLength={64}
          value={email}
          readOnly={reauth}
          error={fieldError}
          data-autofocus={reauth ? undefined : true}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <FormStatus status={status} />
        <BusyButton
          type="submit"
          className="button button--primary button--block"
          busy={busy === 'code'}
          busyLabel="Sending…"
          disabled={busy !== null}
          data-autofocus={reauth ? true : undefined}
        >
          Email me a code
        </BusyButton>
      </form>
      {!reauth && (
        <div className="sign-in__alternatives">
          <BusyButton className="text-button" busy={busy === 'link'} busyLabel="Sending link…" disabled={busy !== null} onClick={() => void send('link')}>
            Email me a sign-in link instead
          </BusyButton>
          <button type="button" className="text-button" disabled={busy !== null} onClick={() => go({ type: 'password-sign-in' })}>
            Use a password
          </button>
        </div>
      )}
    </>
  );
}
