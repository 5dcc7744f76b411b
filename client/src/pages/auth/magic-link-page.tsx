import { SIGN_IN_MESSAGES, type TokenSignInResponse } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import type { ApiResult } from '../../api/api-result';
import { useAuth } from '../../auth/auth-context';
import { authClient } from '../../auth/session';
import { verifyMagicLink } from '../../auth/login-api';
import { usePublicMutation } from '../../api/query-client';
import { useOnce } from '../../auth/use-once';
import { emailError } from '../../auth/validate';
import { BusyButton } from '../../components/busy-button';
import { errorStatus, FormStatus } from '../../components/form-status';
import { TextField } from '../../components/text-field';
import { AuthScreen } from '../../components/auth-screen';

/** /login/link?token=…: the emailed sign-in link (spec §2 magic-link error screens). */
export function MagicLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [attempt, setAttempt] = useState(0);
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();

  const outcome = useOnce(`magic-link:${token}:${attempt}`, async (): Promise<ApiResult<TokenSignInResponse>> => {
    if (!token) return { ok: true, status: 200, data: { status: 'Expired' } };
    // Let the restore on load finish first, so its refresh cookie cannot land after this one's.
    await authClient.restore();
    const result = await verifyMagicLink(token);
    if (result.ok && result.data.status === 'Success') {
      await completeSignIn(result.data.session);
      void navigate('/', { replace: true });
    }
    return result;
  });

  if (outcome === undefined || (outcome.ok && outcome.data.status === 'Success')) return <Verifying />;
  if (!outcome.ok) {
    return <Problem message={outcome.message} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return outcome.data.status === 'InvalidDevice' ? <InvalidDevice /> : <LinkExpired />;
}

function Verifying() {
  useDocumentTitle('Signing you in');
  return (
    <AuthScreen tone="loading" title="Signing you in…">
      <p className="auth-card__text">Checking your sign-in link. This only takes a moment.</p>
    </AuthScreen>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle("We couldn't sign you in");
  return (
    <AuthScreen tone="error" title="We couldn't sign you in">
      <p className="auth-card__text" role="alert">
        {message}
      </p>
      <div className="auth-card__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </AuthScreen>
  );
}

function InvalidDevice() {
  useDocumentTitle('Device not suported');
  const { openSignIn } = useAuth();
  return (
    <AuthScreen tone="device" title="Device not suported">
      <p className="auth-card__text">{SIGN_IN_MESSAGES['invalid-device']}</p>
      <p className="auth-card__text">Open the link on the same device and in the same browser where you entered your email, or sign in again here.</p>
      <div className="auth-card__actions">
        <button type="button" className="button button--primary" onClick={() => openSignIn('email')}>
          Sign in on this device
        </button>
      </div>
    </AuthScreen>
  );
}

/** 'Email link expired' with Request New Link, which asks for the email again right here. */
function LinkExpired() {
  useDocumentTitle('Email link expired');
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = usePublicMutation('post /api/login/link');
  const sentTo = request.isSuccess ? request.variables.body.email : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setFieldError(invalid);
    request.reset();
    if (invalid) return;
    request.mutate({ body: { email: email.trim() } });
  };

  if (sentTo) {
    return (
      <AuthScreen tone="mail" title="Check your email">
        <p className="auth-card__text">
          We emailed a new sign-in link to <strong>{sentTo}</strong>. Open it in this browser to sign in.
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen tone="expired" title="Email link expired">
      <p className="auth-card__text">{SIGN_IN_MESSAGES['invalid-token']}</p>
      {asking ? (
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@yourbusiness.com"
            maxLength={64}
            autoFocus
            value={email}
            error={fieldError}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
          />
          <FormStatus status={errorStatus(request.error)} />
          <BusyButton type="submit" className="button button--primary button--block" busy={request.isPending} busyLabel="Sending…">
            Email me a new link
          </BusyButton>
        </form>
      ) : (
        <div className="auth-card__actions">
          <button type="button" className="button button--primary" onClick={() => setAsking(true)}>
            Request New Link
          </button>
        </div>
      )}
    </AuthScreen>
  );
}
