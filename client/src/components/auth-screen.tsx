import type { ReactNode } from 'react';
import { CheckIcon, MailIcon } from './icons';
import { Spinner } from './spinner';
import './auth-screen.css';

type Tone = 'loading' | 'success' | 'error' | 'mail' | 'device' | 'expired';

/**
 * The frame of every screen an emailed link or a sign-in redirect lands on: an icon for the
 * state, a title, the explanation and the next steps. A loading screen is a live status.
 */
export function AuthScreen({ tone, title, children, wide = false }: { tone: Tone; title: string; children?: ReactNode; wide?: boolean }) {
  return (
    <section className={`auth-screen container ${wide ? 'auth-screen--wide' : ''}`} aria-labelledby="auth-screen-title">
      <div className="message-card auth-card" role={tone === 'loading' ? 'status' : undefined} aria-busy={tone === 'loading' || undefined}>
        <span className={`message-card__icon auth-card__icon auth-card__icon--${tone}`}>
          <ToneIcon tone={tone} />
        </span>
        <h1 id="auth-screen-title" className="auth-card__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function ToneIcon({ tone }: { tone: Tone }) {
  switch (tone) {
    case 'loading':
      return <Spinner size={28} />;
    case 'success':
      return <CheckIcon width={28} height={28} />;
    case 'mail':
      return <MailIcon width={28} height={28} />;
    case 'device':
      return (
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <rect x="3" y="4" width="13" height="10" rx="1.5" />
          <path d="M7 18h5M9.5 14v4" />
          <rect x="16" y="9" width="5.5" height="11" rx="1.2" />
          <path d="M18.5 17.5h.5" />
        </svg>
      );
    case 'expired':
      return (
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
        </svg>
      );
    case 'error':
      return (
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.4v.1" />
        </svg>
      );
  }
}
