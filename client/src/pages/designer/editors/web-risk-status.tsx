import { WEB_RISK_MESSAGES, type WebRiskState } from '@frontdoor/shared';
import { Spinner } from '../../../components/spinner';
import { useEditable } from './editor-context';

/**
 * The safety check of a Web link, beside its URL field (spec §4): a quiet 'Checking…' while it is
 * waiting or running, nothing once Safe, the malicious flag when Unsafe, and for Failed the spec's
 * message with Try again, which sets the link back to Pending so that a new check is queued. The
 * state arrives live from the worker through the draft; the status line is always there, so a
 * screen reader announces each change of it.
 */
export function WebRiskStatus({ url, state, onRetry }: { url: string; state: WebRiskState; onRetry: () => void }) {
  const editable = useEditable();
  const checking = url.trim() !== '' && (state === 'Pending' || state === 'Checking');
  const flagged = state === 'Unsafe' || state === 'Failed';
  return (
    <div className="web-risk">
      <p className={`web-risk__message ${flagged ? 'field-error' : 'field-hint'}`} role="status">
        {checking && <Spinner size={14} />}
        {checking && WEB_RISK_MESSAGES.checking}
        {state === 'Unsafe' && WEB_RISK_MESSAGES.unsafe}
        {state === 'Failed' && WEB_RISK_MESSAGES.failed}
      </p>
      {state === 'Failed' && (
        <button type="button" className="button button--secondary button--small" disabled={!editable} onClick={onRetry}>
          {WEB_RISK_MESSAGES.tryAgain}
        </button>
      )}
    </div>
  );
}
