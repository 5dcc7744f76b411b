import type { ReactNode } from 'react';
import './page-message.css';

type Tone = 'info' | 'error';

/**
 * A whole-page message with an icon, a title and what to do next: signed out, 'No website at
 * this link', 'Please check your connection and try again'.
 */
export function PageMessage({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section className="page-message container" aria-labelledby="page-message-title">
      <div className="message-card page-message__card">
        <span className={`message-card__icon page-message__icon page-message__icon--${tone}`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            {tone === 'error' ? <path d="M12 7.5v5.5M12 16.4v.1" /> : <path d="M12 11v5.5M12 7.6v.1" />}
          </svg>
        </span>
        <h1 id="page-message-title" className="page-message__title">
          {title}
        </h1>
        <div className="page-message__body">{children}</div>
      </div>
    </section>
  );
}
