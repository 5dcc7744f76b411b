import { ERROR_MESSAGES, UPLOAD_FAILED, uploadAccept, uploadProblem, type BrandUploadKind, type OperationResult, type UploadResult } from '@frontdoor/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useApiMutation } from '../../../api/query-client';
import { Spinner } from '../../../components/spinner';
import { useEditable } from '../editors/editor-context';
import './upload-field.css';

type Props = {
  websiteId: string;
  kind: BrandUploadKind;
  /** Names the file in the buttons: 'browser icon', 'logo image'. */
  name: string;
  /** The current file's address, or null when there is none. */
  url: string | null;
  /** How the current file is shown. */
  preview: (url: string) => ReactNode;
  /** Shown when there is no file yet. */
  empty: string;
  /** What the kind takes (formats, size), under the buttons. */
  hint: string;
  /** Sets the stored file in the live draft (one undoable change). */
  onUploaded: (result: UploadResult) => OperationResult;
  onRemove: () => OperationResult;
};

/**
 * An upload of a logo or a browser icon (spec §5): the current file with Replace and Remove, or
 * an Upload button, over a real file input that offers the kind's formats. A file over the size
 * limit is refused before it is sent; the server reads the rest from the bytes. While the file
 * goes up the button says so; a refusal is said inline (spec §8: 'Favicon upload failed', with
 * the reason). The stored file's address is then set in the live draft by `onUploaded`, so it
 * shows on the canvas and in the other tabs, and undo takes it back.
 */
export function UploadField({ websiteId, kind, name, url, preview, empty, hint, onUploaded, onRemove }: Props) {
  const editable = useEditable();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // What this field found wrong itself (a file too large, a draft that would not take the file).
  const [problem, setProblem] = useState<string | null>(null);
  const send = useApiMutation(kind === 'favicon' ? 'post /api/websites/{id}/uploads/favicon' : 'post /api/websites/{id}/uploads/logo', {
    onSuccess: (stored) => {
      const set = onUploaded(stored);
      if (!set.ok) setProblem(set.reason);
    },
  });
  const busy = send.isPending;
  const error = problem ?? send.error?.message ?? null;

  const upload = (file: File) => {
    send.reset();
    const tooLarge = uploadProblem(kind, { bytes: file.size });
    if (tooLarge) return setProblem(ERROR_MESSAGES[tooLarge]);
    setProblem(null);
    send.mutate({ params: { id: websiteId }, body: file });
  };

  const remove = () => {
    send.reset();
    const result = onRemove();
    setProblem(result.ok ? null : result.reason);
  };

  return (
    <div className="upload-field" role="group" aria-labelledby={`${id}-name`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-name`} className="visually-hidden">
        {name[0]!.toUpperCase() + name.slice(1)}
      </span>
      <div className="upload-field__current">{url ? preview(url) : <p className="upload-field__empty">{empty}</p>}</div>
      <div className="upload-field__actions">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={uploadAccept(kind)}
          aria-label={`Choose a ${name} file`}
          disabled={!editable || busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied so that choosing the same file again (after fixing it) is a change too.
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        {/* With a file shown, the buttons say the short word; their names still say which file. */}
        <button
          type="button"
          className="button button--secondary button--small upload-field__button"
          disabled={!editable || busy}
          aria-busy={busy || undefined}
          aria-label={busy || !url ? undefined : `Replace ${name}`}
          onClick={() => input.current?.click()}
        >
          {busy && <Spinner size={14} />}
          {busy ? 'Uploading…' : url ? 'Replace' : `Upload ${name}`}
        </button>
        {url && !busy && (
          <button type="button" className="button button--ghost button--small" aria-label={`Remove ${name}`} disabled={!editable} onClick={remove}>
            Remove
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      <p className="visually-hidden" role="status">
        {busy ? `Uploading the ${name}…` : ''}
      </p>
      {error && (
        <p className="field-error" role="alert">
          <strong>{UPLOAD_FAILED[kind]}.</strong> {error}
        </p>
      )}
    </div>
  );
}
