import { ERROR_MESSAGES, LIMITS, UPLOAD_FILE_TYPES, uploadAccept, uploadedImageToImage, type Image, type UploadedImage } from '@frontdoor/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadImage } from './images-api';

type Row = { key: string; name: string; progress: number } & (
  { state: 'waiting' | 'uploading' } | { state: 'done'; image: UploadedImage } | { state: 'failed'; code: string; message: string }
);

const EXTENSIONS: readonly string[] = UPLOAD_FILE_TYPES.image;

/** What the browser can tell before sending: a name of another kind, or a file too large (spec §5). */
function refusalBeforeSending(file: File): { code: string; message: string } | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const known = EXTENSIONS.includes(extension) || (!extension && /^image\/(png|jpeg|gif|webp)$/.test(file.type));
  if (!known) return { code: 'invalid_file_type', message: ERROR_MESSAGES.invalid_file_type };
  if (file.size > LIMITS.maxImageBytes) return { code: 'image_too_large', message: ERROR_MESSAGES.image_too_large };
  return null;
}

/** The spec's word for a batch with refusals (§8): the first refusal's message, and which files stayed behind. */
function summaryOf(rows: readonly Row[]): string | null {
  const failed = rows.filter((row): row is Extract<Row, { state: 'failed' }> => row.state === 'failed');
  if (failed.length === 0) return null;
  const names = failed.map((row) => row.name).join(', ');
  return `${failed[0]!.message.replace(/\.$/, '')}. Not uploaded: ${names}.`;
}

let counter = 0;

/**
 * Upload: photos dropped on the zone, chosen with the file picker or pasted (Ctrl+V), sent one
 * after another with a progress bar each. The server reads the format from the bytes; its
 * refusals ('Invalid file type detected', 'Maximum uploaded images reached') are said per file
 * and once for the batch. One photo uploaded alone is placed at once; after several, each can be
 * used from here or from My Images.
 */
export function UploadTab({ websiteId, onPick, onShowMine }: { websiteId: string; onPick: (image: Image) => void; onShowMine: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const busy = rows.some((row) => row.state === 'waiting' || row.state === 'uploading');
  const busyRef = useRef(false);
  busyRef.current = busy;

  const update = (key: string, change: Partial<Row>) => setRows((now) => now.map((row) => (row.key === key ? ({ ...row, ...change } as Row) : row)));

  const send = async (files: readonly File[]) => {
    if (files.length === 0 || busyRef.current) return;
    busyRef.current = true;
    const batch: Row[] = files.map((file) => {
      const refusal = refusalBeforeSending(file);
      const key = `upload-${++counter}`;
      return refusal ? { key, name: file.name, progress: 0, state: 'failed', ...refusal } : { key, name: file.name, progress: 0, state: 'waiting' };
    });
    setRows(batch);
    const done: UploadedImage[] = [];
    for (const [index, row] of batch.entries()) {
      if (row.state === 'failed') continue;
      update(row.key, { state: 'uploading' });
      const result = await uploadImage(websiteId, files[index]!, (progress) => update(row.key, { progress }));
      if (result.ok) {
        done.push(result.data);
        update(row.key, { state: 'done', progress: 1, image: result.data } as Partial<Row>);
      } else {
        update(row.key, { state: 'failed', code: result.code, message: result.message } as Partial<Row>);
      }
    }
    busyRef.current = false;
    if (batch.length === 1 && done.length === 1) onPick(uploadedImageToImage(done[0]!, ''));
  };

  // Paste (Ctrl+V) while this tab shows: the clipboard's image files.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      void send(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const summary = busy ? null : summaryOf(rows);
  const uploaded = rows.filter((row): row is Extract<Row, { state: 'done' }> => row.state === 'done');
  return (
    <div className="upload-tab">
      <div
        className={`drop-zone${over ? ' drop-zone--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void send([...event.dataTransfer.files]);
        }}
      >
        <p className="drop-zone__title">Drop photos here</p>
        <p className="drop-zone__hint" id={`${id}-hint`}>
          JPG, PNG, GIF or WebP, up to {LIMITS.maxImageBytes / 1024 / 1024} MB each; at most {LIMITS.imagesPerWebsite} per website. You can also paste an image (Ctrl+V).
        </p>
        <input
          ref={input}
          type="file"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          accept={uploadAccept('image')}
          aria-label="Choose photos to upload"
          disabled={busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void send(files);
          }}
        />
        <button type="button" className="button button--primary button--small" disabled={busy} aria-describedby={`${id}-hint`} onClick={() => input.current?.click()}>
          Choose photos
        </button>
      </div>

      {rows.length > 0 && (
        <ul className="upload-list" aria-label="Uploads">
          {rows.map((row) => (
            <li key={row.key} className={`upload-list__row upload-list__row--${row.state}`}>
              {/* An uploaded photo shows as itself, its file name under it for the eye and as its text for screen readers. */}
              {row.state === 'done' ? (
                <figure className="upload-list__file">
                  <img
                    className="upload-list__thumb"
                    src={row.image.urls.thumbnail}
                    alt={row.name}
                    width={row.image.width}
                    height={row.image.height}
                    style={{ backgroundImage: `url("${row.image.placeholder}")` }}
                  />
                  <figcaption className="upload-list__name" aria-hidden="true">
                    {row.name}
                  </figcaption>
                </figure>
              ) : (
                <span className="upload-list__name">{row.name}</span>
              )}
              {(row.state === 'waiting' || row.state === 'uploading') && (
                <progress max={1} value={row.state === 'uploading' ? row.progress : 0} aria-label={`Uploading ${row.name}`}>
                  {Math.round(row.progress * 100)}%
                </progress>
              )}
              {row.state === 'failed' && <span className="upload-list__error">{row.message}</span>}
              {row.state === 'done' && (
                <button type="button" className="button button--secondary button--small" onClick={() => onPick(uploadedImageToImage(row.image, ''))}>
                  Use <span className="visually-hidden">{row.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {busy ? 'Uploading…' : uploaded.length > 0 ? `${uploaded.length} uploaded.` : ''}
      </p>
      {summary && (
        <p className="field-error" role="alert">
          {summary}
        </p>
      )}
      {!busy && uploaded.length > 1 && (
        <button type="button" className="button button--ghost button--small" onClick={onShowMine}>
          See them in My Images
        </button>
      )}
    </div>
  );
}
