import { MAGIC_LINK_TTL_MS } from '@frontdoor/shared';
import { usePublicMutation } from '../api/query-client';
import { BusyButton } from '../components/busy-button';
import { errorStatus, FormStatus } from '../components/form-status';
import { MailIcon } from '../components/icons';
import type { StepProps } from './sign-in-steps';

/** 'Check your email' after a sign-in link was sent. */
export function LinkSentStep({ email, go }: StepProps) {
  const link = usePublicMutation('post /api/login/link');
  const code = usePublicMutation('post /api/login/otp/generate', { onSuccess: ({ sessionId }) => go({ type: 'code', sessionId }) });
  const busy = link.isPending ? 'link' : code.isPending ? 'code' : null;
  const status = link.isSuccess ? ({ tone: 'success', message: 'We sent you a new link.' } as const) : errorStatus(link.error ?? code.error);

  const send = (which: typeof link | typeof code) => {
    link.reset();
    code.reset();
    which.mutate({ body: { email: email.trim() } });
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
        <BusyButton className="button button--secondary button--block" busy={busy === 'link'} busyLabel="Sending…" disabled={busy !== null} onClick={() => send(link)}>
          Resend link
        </BusyButton>
      </div>
      <div className="sign-in__alternatives">
        <BusyButton className="text-button" busy={busy === 'code'} busyLabel="Sending code…" disabled={busy !== null} onClick={() => send(code)}>
          Email me a code instead
        </BusyButton>
        <button type="button" className="text-button" disabled={busy !== null} onClick={() => go({ type: 'email' })}>
          Use a different email
        </button>
      </div>
    </>
  );
}
