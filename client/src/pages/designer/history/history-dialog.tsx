import { useState } from 'react';
import type { DraftVersion, DraftVersionDetail } from '@frontdoor/shared';
import { ERROR_MESSAGES } from '@frontdoor/shared';
import { Spinner } from '../../../components/spinner';
import { DraftCanvas } from '../draft-canvas';
import { useVersions, versionDetail } from './use-versions';
import { Dialog } from '../../../components/ui/dialog';
import { RestoreDialog, type RestoreResult } from './restore-dialog';
import { timesNeedingSeconds, versionLabel, versionName, versionTitle } from './version-label';
import './history.css';

/**
 * History (issues 8 and 26): the saved, published and restored versions, newest first, each named
 * by kind, author and time; each can be previewed and restored. Restore asks first (RestoreDialog)
 * and is one undoable step of this tab (`restore`); every open tab sees it at once.
 */
export function HistoryDialog({
  websiteId,
  editable,
  restore,
  onClose,
  onRestored,
}: {
  websiteId: string;
  editable: boolean;
  restore: (version: DraftVersionDetail) => Promise<RestoreResult>;
  onClose: () => void;
  /** The version was restored: `message` names it. */
  onRestored: (message: string) => void;
}) {
  const read = useVersions(websiteId);
  const versions: DraftVersion[] | 'loading' | 'error' = read.data ?? (read.error && !read.isFetching ? 'error' : 'loading');
  const [preview, setPreview] = useState<DraftVersionDetail | 'loading' | null>(null);
  const [asking, setAsking] = useState<DraftVersion | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Two entries of the same minute are written with their seconds, so they can be told apart.
  const withSeconds = Array.isArray(versions) ? timesNeedingSeconds(versions.map((version) => version.at)) : new Set<string>();

  const show = async (version: DraftVersion) => {
    setPreview('loading');
    const result = await versionDetail(websiteId, version.sequence);
    if (result.ok) setPreview(result.data);
    else {
      setPreview(null);
      setError(result.message);
    }
  };

  return (
    <Dialog
      title="History"
      description="Saved and published versions of your website. Restoring one replaces the current draft in every open tab; Undo takes it back."
      busy={asking !== null}
      onClose={onClose}
      className="history-dialog"
    >
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {versions === 'loading' && (
        <p role="status" className="history__status">
          <Spinner size={18} /> Loading versions…
        </p>
      )}
      {versions === 'error' && (
        <p role="alert" className="field-error">
          {ERROR_MESSAGES.service_unavailable}
        </p>
      )}
      {Array.isArray(versions) && versions.length === 0 && <p>No saved versions yet. Use Save Draft to keep one.</p>}
      {Array.isArray(versions) && versions.length > 0 && (
        <div className="history">
          <ol className="history__list" aria-label="Versions">
            {versions.map((version, index) => (
              <li key={version.sequence} className="history__item">
                {/* Only the newest entry (the list is newest first) is the latest. */}
                <Label text={versionLabel(version, { seconds: withSeconds.has(version.at) })} latest={index === 0} />
                <div className="history__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void show(version)}
                    aria-label={`Preview ${versionName(version, { seconds: withSeconds.has(version.at) })}`}
                  >
                    Preview
                  </button>
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={!editable || asking !== null}
                    onClick={() => setAsking(version)}
                    aria-label={`Restore ${versionName(version, { seconds: withSeconds.has(version.at) })}`}
                  >
                    Restore
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <div className="history__preview" aria-live="polite">
            {preview === null && <p className="history__hint">Choose Preview to see a version.</p>}
            {preview === 'loading' && (
              <p role="status">
                <Spinner size={18} /> Loading preview…
              </p>
            )}
            {preview && preview !== 'loading' && (
              <div className="history__frame">
                <DraftCanvas document={preview.document} label={versionTitle(preview)} />
              </div>
            )}
          </div>
        </div>
      )}
      {asking && <RestoreDialog websiteId={websiteId} version={asking} editable={editable} restore={restore} onClose={() => setAsking(null)} onRestored={onRestored} />}
    </Dialog>
  );
}

/** A version's label: what it is in bold, then who and when under it ('Saved by owner@… · 14:05'). */
function Label({ text, latest }: { text: string; latest: boolean }) {
  const [what, ...rest] = text.split(' · ');
  return (
    <p className="history__label">
      <span className="history__what">{what}</span>
      {rest.length > 0 && (
        <span className="history__detail">
          <span className="visually-hidden"> · </span>
          {rest.join(' · ')}
        </span>
      )}
      {latest && <span className="history__latest"> (latest)</span>}
    </p>
  );
}
