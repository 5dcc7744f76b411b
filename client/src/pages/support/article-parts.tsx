import type { ReactNode } from 'react';

/** Numbered steps of a help article. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="article-steps">{children}</ol>;
}

/** A highlighted aside: a tip, a caution or something that is not built yet. */
export function Note({ tone = 'tip', title, children }: { tone?: 'tip' | 'caution' | 'soon'; title: string; children: ReactNode }) {
  return (
    <div className={`article-note article-note--${tone}`}>
      <p className="article-note__title">{title}</p>
      {children}
    </div>
  );
}

/** Words the owner sees on screen (a button, a tab, a heading), set apart so they can be spotted. */
export function Ui({ children }: { children: ReactNode }) {
  return <strong className="ui-label">{children}</strong>;
}
