import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { CheckIcon, CloseIcon } from './icons';
import './notice.css';

type Notice = { id: number; message: string };
const NoticeContext = createContext<(message: string) => void>(() => {});

const VISIBLE_MS = 6_000;

/**
 * A short confirmation at the bottom of the screen ('Signed out.'), announced politely. The live
 * region is always in the page so screen readers hear each new message.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((message: string) => setNotice({ id: Date.now(), message }), []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <NoticeContext.Provider value={show}>
      {children}
      <div className="notice-region" role="status" aria-live="polite">
        {notice && (
          <div key={notice.id} className="notice">
            <CheckIcon width={20} height={20} />
            <p className="notice__message">{notice.message}</p>
            <button type="button" className="notice__close" aria-label="Dismiss" onClick={() => setNotice(null)}>
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        )}
      </div>
    </NoticeContext.Provider>
  );
}

/** Shows a short confirmation message. */
export const useNotice = () => useContext(NoticeContext);
