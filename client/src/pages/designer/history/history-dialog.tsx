import { useState } from 'react';
import type { DraftVersion, DraftVersionDetail } from '@frontdoor/shared';
import { ERROR_MESSAGES } from '@frontdoor/shared';
import { Spinner } from '../../../components/spinner';
import { DraftCanvas } from '../draft-canvas';
import { restoreVersion, useVersions, versionDetail } from './use-versions';
import { Dialog } from '../../../components/ui/dialog';
import './history.css';

const KIND_LABEL: Record<DraftVersion['kind'], string> = {
  created: 'Generated',
  saved: 'Saved',
  published: 'Published',
  restored: 'Restored',
  'taken-over': 'Unsaved changes',
};

/** 'Unsaved changes of owner@…, taken over by guest@… at 14:32' (issue 26); other kinds by KIND_LABEL. */
function versionLabel(version: DraftVersion): string {
  if (version.kind !== 'taken-over') return KIND_LABEL[version.kind];
  const time = new Date(version.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const taken = version.takenOver;
  return `Unsaved changes of ${taken?.displacedEmail ?? 'another editor'}, taken over by ${taken?.takenByEmail ?? version.by ?? 'someone'} at ${time}`;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * History (issue 8): the saved, published and restored versions, newest first, with who and
 * when; each can be previewed and restored. Restoring changes the live document, so every open
 * tab sees it at once.
 */
export function HistoryDialog({ websiteId, editable, onClose }: { websiteId: string; editable: boolean; onClose: () => void }) {
  const read = useVersions(websiteId);
  const versions: DraftVersion[] | 'loading' | 'error' = read.data ?? (read.error && !read.isFetching ? 'error' : 'loading');
  const [preview, setPreview] = useState<DraftVersionDetail | 'loading' | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = async (version: DraftVersion) => {
    setPreview('loading');
    const result = await versionDetail(websiteId, version.sequence);
    if (result.ok) setPreview(result.data);
    else {
      setPreview(null);
      setError(result.message);
    }
  };

  const restore = async (version: DraftVersion) => {
    setRestoring(version.sequence);
    setError(null);
    const result = await restoreVersion(websiteId, version.sequence);
    setRestoring(null);
    if (result.ok) onClose();
    else setError(result.message);
  };

  return (
    <Dialog
      title="History"
      description="Saved and published versions of your website. Restoring one replaces the current draft in every open tab."
      busy={restoring !== null}
      onClose={onClose}
      className="history-dialog"
    >
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {versions === 'loading' && (
        <p role="status" className="history__status">
          <Spinner size={18} /> Loading versions…
        </p>
      )}
      {versions === 'error' && (
        <p role="alert" className="form-error">
          {ERROR_MESSAGES.service_unavailable}
        </p>
      )}
      {Array.isArray(versions) && versions.length === 0 && <p>No saved versions yet. Use Save Draft to keep one.</p>}
      {Array.isArray(versions) && versions.length > 0 && (
        <div className="history">
          <ol className="history__list" aria-label="Versions">
            {versions.map((version, index) => (
              <li key={version.sequence} className="history__item">
                <div className="history__meta">
                  <span className="history__kind">
                    {versionLabel(version)}
                    {index === 0 ? ' (latest)' : ''}
                  </span>
                  <span className="history__when">{when(version.at)}</span>
                  {version.by && <span className="history__by">by {version.by}</span>}
                </div>
                <div className="history__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => void show(version)}
                    aria-label={`Preview ${KIND_LABEL[version.kind]} version of ${when(version.at)}`}
                  >
                    Preview
                  </button>
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={!editable || restoring !== null}
                    onClick={() => void restore(version)}
                    aria-label={`Restore ${KIND_LABEL[version.kind]} version of ${when(version.at)}`}
                  >
                    {restoring === version.sequence ? 'Restoring…' : 'Restore'}
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
                <DraftCanvas document={preview.document} label={`${KIND_LABEL[preview.kind]} version of ${when(preview.at)}`} />
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
