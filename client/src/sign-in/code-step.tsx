import { LIMITS, OTP_MESSAGES, OTP_TTL_MS } from '@frontdoor/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, callPublic, useCallsMutation } from '../api/query-client';
import { BusyButton } from '../components/busy-button';
import { errorStatus, FormStatus, type Status } from '../components/form-status';
import { CodeInput } from './code-input';
import type { StepProps } from './sign-in-steps';

const emptyCode = () => Array.from({ length: LIMITS.otpLength }, () => '');

/** The six code boxes (sent as soon as the last is filled), Verify, and Send new code (spec §2, §4 email code). */
export function CodeStep({ email, go, onSignedIn, sessionId: initialSessionId }: StepProps & { sessionId: string }) {
  const [sessionId, setSessionId] = useState(initialSessionId);
  const [digits, setDigits] = useState(emptyCode);
  // Verify pressed before every box was filled.
  const [incomplete, setIncomplete] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  // Focus moves after the re-render that re-enables the boxes (a disabled box cannot take it).
  const [focusTarget, setFocusTarget] = useState<{ target: 'first' | 'resend' } | null>(null);
  useEffect(() => {
    if (focusTarget?.target === 'first') firstBox.current?.focus();
    if (focusTarget?.target === 'resend') resendRef.current?.focus();
  }, [focusTarget]);

  // The code checked, and the user signed in when it is right (the button stays busy until then).
  const verification = useCallsMutation(
    async (body: { sessionId: string; code: string }) => {
      const answer = await callPublic('post /api/login/otp/verify', { body });
      if (answer.status === 'Success') await onSignedIn(answer.session);
      return answer;
    },
    {
      onSuccess: (answer) => {
        if (answer.status === 'Success') return;
        setDigits(emptyCode());
        setFocusTarget({ target: answer.status === 'InvalidCode' ? 'first' : 'resend' });
      },
    },
  );
  const answer = verification.data;
  // After ExpiredCode or InvalidSession this code can no longer work: the user needs a new one.
  const spent = answer?.status === 'ExpiredCode' || answer?.status === 'InvalidSession' ? answer.status : null;

  // A new code; a dead session cannot be resent, so a new one is started for the same email.
  const resending = useCallsMutation(
    async ({ sessionId, spent }: { sessionId: string; spent: 'ExpiredCode' | 'InvalidSession' | null }) => {
      const fresh = async () => ({ ...(await callPublic('post /api/login/otp/generate', { body: { email: email.trim() } })), message: OTP_MESSAGES.resent });
      if (spent === 'InvalidSession') return fresh();
      try {
        return await callPublic('post /api/login/otp/resend', { body: { sessionId } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) throw error;
        return fresh();
      }
    },
    {
      onSuccess: (sent) => {
        setSessionId(sent.sessionId);
        verification.reset();
        setDigits(emptyCode());
        setFocusTarget({ target: 'first' });
      },
    },
  );

  const busy = verification.isPending ? 'verify' : resending.isPending ? 'resend' : null;
  const status: Status = incomplete
    ? { tone: 'error', message: `Enter all ${LIMITS.otpLength} digits of the code.` }
    : resending.isSuccess
      ? { tone: 'success', message: resending.data.message }
      : resending.isError
        ? errorStatus(resending.error)
        : answer && answer.status !== 'Success'
          ? { tone: 'error', message: OTP_MESSAGES[answer.status] }
          : errorStatus(verification.error);

  // One verification at a time: the code completing itself and a click on Verify never both send.
  const verifying = useRef(false);
  const verify = (event?: FormEvent, typed: string[] = digits) => {
    event?.preventDefault();
    if (verifying.current) return;
    const code = typed.join('');
    resending.reset();
    setIncomplete(code.length !== LIMITS.otpLength);
    if (code.length !== LIMITS.otpLength) {
      setFocusTarget({ target: 'first' });
      return;
    }
    verifying.current = true;
    verification.mutate({ sessionId, code }, { onSettled: () => (verifying.current = false) });
  };

  const resend = () => {
    setIncomplete(false);
    resending.mutate({ sessionId, spent });
  };

  return (
    <>
      <p className="dialog__text">
        We emailed a {LIMITS.otpLength}-digit code to <strong className="sign-in__email">{email.trim()}</strong>. It expires in {OTP_TTL_MS / 60_000} minutes.
      </p>
      <form className="form sign-in__form" noValidate onSubmit={verify}>
        <fieldset className="sign-in__code">
          <legend className="field-label">Verification code</legend>
          <CodeInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (status?.tone === 'error' && !spent) {
                setIncomplete(false);
                verification.reset();
                resending.reset();
              }
              // The last digit typed (or a pasted code) completes it: it is sent at once (issue 26).
              const complete = (code: string[]) => code.every((digit) => digit !== '');
              if (complete(next) && !complete(digits) && !spent && busy === null) verify(undefined, next);
            }}
            disabled={busy === 'verify'}
            invalid={status?.tone === 'error'}
            describedBy={statusId}
            firstRef={(element) => {
              firstBox.current = element;
            }}
          />
        </fieldset>
        <FormStatus id={statusId} status={status} />
        <BusyButton type="submit" className="button button--primary button--block" busy={busy === 'verify'} busyLabel="Verifying…" disabled={busy !== null}>
          Verify
        </BusyButton>
      </form>
      <div className="sign-in__alternatives">
        <span className="sign-in__muted">Didn't get it? Check your spam folder, or</span>
        <BusyButton ref={resendRef} className="text-button" busy={busy === 'resend'} busyLabel="Sending…" disabled={busy !== null} onClick={resend}>
          Send new code
        </BusyButton>
        <button type="button" className="text-button" disabled={busy !== null} onClick={() => go({ type: 'email' })}>
          Use a different email
        </button>
      </div>
    </>
  );
}
