import { useState } from 'react';
import { useLocation } from 'react-router';
import { oidcStartUrl } from '../auth/login-api';
import { returnToHere } from '../auth/return-to';
import { MailIcon } from '../components/icons';
import { Spinner } from '../components/spinner';
import { useLoginOptions } from './login-options';
import type { StepProps } from './sign-in-steps';

/** The first screen: the identity provider (when the server has one) or email. */
export function ChooseStep({ go }: StepProps) {
  const options = useLoginOptions();
  const [redirecting, setRedirecting] = useState(false);
  const location = useLocation();

  const oidc = options?.oidc ?? null;
  return (
    <>
      <p className="dialog__text">Sign in or create your free account to build, edit and publish your websites.</p>
      <div className="sign-in__methods">
        {options === null && <div className="sign-in__placeholder" aria-hidden="true" />}
        {oidc && (
          <a
            href={oidcStartUrl(returnToHere(location))}
            className="button button--secondary button--block sign-in__provider"
            aria-disabled={redirecting || undefined}
            onClick={(event) => {
              if (redirecting) event.preventDefault();
              setRedirecting(true);
            }}
          >
            {redirecting ? <Spinner /> : <ProviderIcon label={oidc.label} />}
            {redirecting ? 'Redirecting…' : oidc.label}
          </a>
        )}
        <button type="button" className="button button--primary button--block" data-autofocus onClick={() => go({ type: 'email' })}>
          <MailIcon className="button__icon" />
          Sign in with email
        </button>
      </div>
      <p className="sign-in__footnote">
        We'll email you a code, no password needed. Prefer a password?{' '}
        <button type="button" className="text-button" onClick={() => go({ type: 'password-sign-in' })}>
          Use a password
        </button>
      </p>
    </>
  );
}

/** Google's mark when the provider is Google; a generic key otherwise. */
function ProviderIcon({ label }: { label: string }) {
  if (/google/i.test(label)) {
    return (
      <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
        <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
        <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z" />
        <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
      </svg>
    );
  }
  return (
    <svg className="button__icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M14 9l2 2" />
    </svg>
  );
}
