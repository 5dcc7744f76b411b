import { LIMITS, OTP_MESSAGES, OTP_TTL_MS } from '@frontdoor/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { generateOtp, resendOtp, verifyOtp } from '../auth/login-api';
import { BusyButton } from '../components/busy-button';
import { FormStatus, type Status } from '../components/form-status';
import { CodeInput } from './code-input';
import type { StepProps } from './sign-in-steps';

const emptyCode = () => Array.from({ length: LIMITS.otpLength }, () => '');

/** The six code boxes (sent as soon as the last is filled), Verify, and Send new code (spec §2, §4 email code). */
export function CodeStep({ email, go, onSignedIn, sessionId: initialSessionId }: StepProps & { sessionId: string }) {
  const [sessionId, setSessionId] = useState(initialSessionId);
  const [digits, setDigits] = useState(emptyCode);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  // After ExpiredCode or InvalidSession this code can no longer work: the user needs a new one.
  const [spent, setSpent] = useState<'ExpiredCode' | 'InvalidSession' | null>(null);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  // Focus moves after the re-render that re-enables the boxes (a disabled box cannot take it).
  const [focusTarget, setFocusTarget] = useState<{ target: 'first' | 'resend' } | null>(null);
  useEffect(() => {
    if (focusTarget?.target === 'first') firstBox.current?.focus();
    if (focusTarget?.target === 'resend') resendRef.current?.focus();
  }, [focusTarget]);

  // One verification at a time: the code completing itself and a click on Verify never both send.
  const verifying = useRef(false);
  const verify = async (event?: FormEvent, typed: string[] = digits) => {
    event?.preventDefault();
    if (verifying.current) return;
    const code = typed.join('');
    if (code.length !== LIMITS.otpLength) {
      setStatus({ tone: 'error', message: `Enter all ${LIMITS.otpLength} digits of the code.` });
      setFocusTarget({ target: 'first' });
      return;
    }
    verifying.current = true;
    setBusy('verify');
    setStatus(null);
    const result = await verifyOtp(sessionId, code);
    verifying.current = false;
    if (!result.ok) {
      setBusy(null);
      setStatus({ tone: 'error', message: result.message });
      return;
    }
    const answer = result.data;
    if (answer.status === 'Success') {
      await onSignedIn(answer.session);
      return;
    }
    setBusy(null);
    setStatus({ tone: 'error', message: OTP_MESSAGES[answer.status] });
    setDigits(emptyCode());
    if (answer.status === 'InvalidCode') {
      setFocusTarget({ target: 'first' });
    } else {
      setSpent(answer.status);
      setFocusTarget({ target: 'resend' });
    }
  };

  const resend = async () => {
    setBusy('resend');
    setStatus(null);
    // A dead session cannot be resent: start a new one for the same email.
    const fresh = async () => {
      const result = await generateOtp(email.trim());
      return result.ok ? { ...result, data: { ...result.data, message: OTP_MESSAGES.resent } } : result;
    };
    let result = spent === 'InvalidSession' ? await fresh() : await resendOtp(sessionId);
    if (!result.ok && result.status !== 429 && spent !== 'InvalidSession') result = await fresh();
    setBusy(null);
    if (!result.ok) {
      setStatus({ tone: 'error', message: result.message });
      return;
    }
    setSessionId(result.data.sessionId);
    setSpent(null);
    setDigits(emptyCode());
    setStatus({ tone: 'success', message: result.data.message });
    setFocusTarget({ target: 'first' });
  };

  return (
    <>
      <p className="dialog__text">
        We emailed a {LIMITS.otpLength}-digit code to <strong className="sign-in__email">{email.trim()}</strong>. It expires in {OTP_TTL_MS / 60_000} minutes.
      </p>
      <form className="form sign-in__form" noValidate onSubmit={(event) => void verify(event)}>
        <fieldset className="sign-in__code">
          <legend className="field-label">Verification code</legend>
          <CodeInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (status?.tone === 'error' && !spent) setStatus(null);
              // The last digit typed (or a pasted code) completes it: it is sent at once (issue 26).
              const complete = (code: string[]) => code.every((digit) => digit !== '');
              if (complete(next) && !complete(digits) && !spent && busy === null) void verify(undefined, next);
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
        <BusyButton ref={resendRef} className="text-button" busy={busy === 'resend'} busyLabel="Sending…" disabled={busy !== null} onClick={() => void resend()}>
          Send new code
        </BusyButton>
        <button type="button" className="text-button" disabled={busy !== null} onClick={() => go({ type: 'email' })}>
          Use a different email
        </button>
      </div>
    </>
  );
}
