import { MAGIC_LINK_TTL_MS } from '@frontdoor/shared';
import { useState } from 'react';
import { generateOtp, requestMagicLink } from '../auth/login-api';
import { BusyButton } from '../components/busy-button';
import { FormStatus, type Status } from '../components/form-status';
import { MailIcon } from '../components/icons';
import type { StepProps } from './sign-in-steps';

/** 'Check your email' after a sign-in link was sent. */
export function LinkSentStep({ email, go }: StepProps) {
  const [busy, setBusy] = useState<'link' | 'code' | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const resend = async () => {
    setBusy('link');
    setStatus(null);
    const result = await requestMagicLink(email.trim());
    setBusy(null);
    setStatus(result.ok ? { tone: 'success', message: 'We sent you a new link.' } : { tone: 'error', message: result.message });
  };

  const codeInstead = async () => {
    setBusy('code');
    setStatus(null);
    const result = await generateOtp(email.trim());
    setBusy(null);
    if (result.ok) go({ type: 'code', sessionId: result.data.sessionId });
    else setStatus({ tone: 'error', message: result.message });
  };

  return (
    <>
      <div className="sign-in__sent">
        <span className="sign-in__sent-icon">
          <MailIcon width={28} height={28} />
        </span>
        <p>
          We emailed a sign-in link to <strong className="sign-in__email">{email.trim()}</strong>. Open it <strong>in this browser</strong> to sign in. The link works
          once and expires in {MAGIC_LINK_TTL_MS / 60_000} minutes.
        </p>
      </div>
      <FormStatus status={status} />
      <div className="sign-in__actions">
        <BusyButton className="button button--secondary button--block" busy={busy === 'link'} busyLabel="Sending…" disabled={busy !== null} onClick={() => void resend()}>
          Resend link
        </BusyButton>
      </div>
      <div className="sign-in__alternatives">
        <BusyButton className="text-button" busy={busy === 'code'} busyLabel="Sending code…" disabled={busy !== null} onClick={() => void codeInstead()}>
          Email me a code instead
        </BusyButton>
        <button type="button" className="text-button" disabled={busy !== null} onClick={() => go({ type: 'email' })}>
          Use a different email
        </button>
      </div>
    </>
  );
}
