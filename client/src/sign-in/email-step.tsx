import { SIGN_IN_MESSAGES } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { usePublicMutation } from '../api/query-client';
import { emailError } from '../auth/validate';
import { BusyButton } from '../components/busy-button';
import { errorStatus, FormStatus } from '../components/form-status';
import { TextField } from '../components/text-field';
import type { StepProps } from './sign-in-steps';

/** Email, then a code (the main way in) or a sign-in link. */
export function EmailStep({ email, setEmail, go, reauth }: StepProps) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const code = usePublicMutation('post /api/login/otp/generate', { onSuccess: ({ sessionId }) => go({ type: 'code', sessionId }) });
  const link = usePublicMutation('post /api/login/link', { onSuccess: () => go({ type: 'link-sent' }) });
  const busy = code.isPending ? 'code' : link.isPending ? 'link' : null;
  const status = errorStatus(code.error ?? link.error);

  const send = (method: 'code' | 'link') => {
    const invalid = emailError(email);
    setFieldError(invalid);
    code.reset();
    link.reset();
    if (invalid) return;
    (method === 'code' ? code : link).mutate({ body: { email: email.trim() } });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('code');
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
          <BusyButton className="text-button" busy={busy === 'link'} busyLabel="Sending link…" disabled={busy !== null} onClick={() => send('link')}>
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
