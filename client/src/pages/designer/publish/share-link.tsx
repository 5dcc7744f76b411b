import { useEffect, useId, useState } from 'react';
import { CheckIcon } from '../../../components/icons';
import { copyText } from '../../../components/copy-text';
import { CopyIcon, ExternalIcon, ShareIcon } from './publish-icons';

type Copy = 'idle' | 'copied' | 'failed';
const COPIED_MS = 2_500;

/**
 * The published address with Copy ('Copied' for a moment), the device's own share sheet where
 * the browser has one, and View site (a new tab). The Share dialog and the publish success
 * screen both show it.
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const id = useId();
  const [copy, setCopy] = useState<Copy>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => setCopy((await copyText(url)) ? 'copied' : 'failed');
  const onShare = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
  };

  return (
    <div className="share-link">
      <p className="field-label">Website address</p>
      <p id={id} className="share-link__url">
        {/* Prefer to wrap a long address after the origin. */}
        {url.slice(0, url.lastIndexOf('/') + 1)}
        <wbr />
        {url.slice(url.lastIndexOf('/') + 1)}
      </p>
      <div className="share-link__actions">
        <button type="button" className="button button--secondary share-link__copy" aria-describedby={id} onClick={() => void onCopy()}>
          {copy === 'copied' ? <CheckIcon width={18} height={18} /> : <CopyIcon />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
        {canShare && (
          <button type="button" className="button button--secondary" aria-describedby={id} onClick={() => void onShare()}>
            <ShareIcon />
            Share
          </button>
        )}
        <a className="button button--secondary" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalIcon />
          View site
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="share-link__status" role="status" aria-live="polite">
        {copy === 'copied' ? <span className="visually-hidden">Address copied</span> : null}
        {copy === 'failed' ? 'Could not copy. Select the address and copy it.' : null}
      </p>
    </div>
  );
}
