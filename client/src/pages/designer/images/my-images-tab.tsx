import { LIMITS, uploadedImageToImage, type Image, type UploadedImage } from '@frontdoor/shared';
import { useState } from 'react';
import { TrashIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';
import { useDeleteUploadedImage, useUploadedImages } from './images-api';

const uploadedOn = (image: UploadedImage) => new Date(image.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const nameOf = (image: UploadedImage) => `image uploaded ${uploadedOn(image)}, ${image.width} × ${image.height}`;

/** Why deleting a picture the site shows needs a second thought (the files stay while it is shown). */
function inUseText(image: UploadedImage): string {
  const where =
    image.inUse.published && image.inUse.draft ? 'in your draft and on your published page' : image.inUse.published ? 'on your published page' : 'in your draft';
  return `This image is used ${where}. It stays there until you replace it; it will no longer be in My Images.`;
}

/**
 * My Images: the website's uploads, newest first, as a grid of thumbnails over their blurred
 * previews. Choosing one places it; each can be deleted (with a confirmation when the site shows
 * it). Loading, empty and error states say what is going on.
 */
export function MyImagesTab({ websiteId, onPick, onUpload }: { websiteId: string; onPick: (image: Image) => void; onUpload: () => void }) {
  const images = useUploadedImages(websiteId);
  const [confirm, setConfirm] = useState<UploadedImage | null>(null);
  const deletion = useDeleteUploadedImage(websiteId);
  const deleting = deletion.isPending ? deletion.variables.params.imageId : null;
  const status = deletion.isSuccess ? 'Image deleted.' : '';
  const error = deletion.error?.message ?? null;
  const remove = (image: UploadedImage) => deletion.mutate({ params: { id: websiteId, imageId: image.id } }, { onSettled: () => setConfirm(null) });

  if (images.isPending) {
    return (
      <p className="image-picker__state" role="status">
        <Spinner /> Loading your images…
      </p>
    );
  }
  if (images.isError) {
    return (
      <div className="image-picker__state" role="alert">
        <p>{images.error.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void images.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const list = images.data.images;
  if (list.length === 0) {
    return (
      <div className="image-picker__state image-picker__empty">
        <p>
          <strong>No images yet.</strong> Photos you upload for this website are kept here, so you can use them anywhere on the page.
        </p>
        <button type="button" className="button button--primary button--small" onClick={onUpload}>
          Upload images
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="image-picker__count">
        {list.length} of {LIMITS.imagesPerWebsite} images
      </p>
      <ul className="image-grid" aria-label="My Images">
        {list.map((image) => (
          <li key={image.id} className="image-grid__item">
            <button type="button" className="image-tile" aria-label={`Use ${nameOf(image)}`} onClick={() => onPick(uploadedImageToImage(image, ''))}>
              {/* The blurred preview shows until the thumbnail arrives (a CSSOM style, which the CSP allows). */}
              <img
                src={image.urls.thumbnail}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                style={{ backgroundImage: `url("${image.placeholder}")` }}
              />
            </button>
            <button
              type="button"
              className="image-tile__delete icon-button"
              aria-label={`Delete ${nameOf(image)}`}
              disabled={deleting === image.id}
              onClick={() => (image.inUse.draft || image.inUse.published ? setConfirm(image) : remove(image))}
            >
              {deleting === image.id ? <Spinner size={14} /> : <TrashIcon width={16} height={16} />}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {confirm && (
        <AlertDialog title="Delete this image?" description={inUseText(confirm)} busy={deleting === confirm.id} onClose={() => setConfirm(null)}>
          <ConfirmActions label="Delete image" busyLabel="Deleting…" busy={deleting === confirm.id} onConfirm={() => remove(confirm)} />
        </AlertDialog>
      )}
    </>
  );
}
