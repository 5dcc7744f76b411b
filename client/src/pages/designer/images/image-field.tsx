import { LIMITS, type Image, type OperationResult } from '@frontdoor/shared';
import { effectsStyle, inThemeColors } from '@frontdoor/shared/render';
import { useId, useState } from 'react';
import { useEditedDocument } from '../editors/editor-context';
import { useOperationError } from '../editors/use-operation-error';
import { CropperDialog, type CropShape } from './cropper-dialog';
import { useImageLibrary } from './image-library';
import { LazyImagePicker } from './lazy-image-picker';
import { PhotoCredit } from './photo-credit';
import './images.css';
import { StableInput } from '../../../components/ui/stable-field';

type Props = {
  /** The field's label: 'Image', 'Photo'. */
  label: string;
  /** What the picture is for, in the picker's title and the buttons' names: 'the introduction', 'service 2'. */
  slotName: string;
  image: Image | undefined;
  /** Sets the slot's picture (undefined removes it) as one typed operation. */
  onChange: (image: Image | undefined) => OperationResult;
  /** The picture's shape on the page, for the cropper; absent: not cropped (the logo). */
  shape?: CropShape;
  /** A slot that must keep a picture (a gallery item) has no Remove. */
  removable?: boolean;
  /** The alt text can be edited here (every slot but the logo, which is named by the business). */
  describable?: boolean;
  disabled: boolean;
  orientation?: 'landscape' | 'portrait' | 'squarish';
};

/**
 * An image slot of a panel (introduction, services, gallery, team, image banners, logo): the
 * picture as the slot crops it, Choose (the image selection modal), Crop (the cropper), Remove,
 * its description for screen readers and the photographer's credit. Every change is one typed
 * operation on the live draft, so it shows on the canvas and in other tabs and undo takes it back.
 */
export function ImageField({ label, slotName, image, onChange, shape, removable = true, describable = true, disabled, orientation = 'landscape' }: Props) {
  const websiteId = useImageLibrary();
  // A drawn illustration is shown as the canvas draws it: in the site's current colours.
  const palette = useEditedDocument()?.theme.palette;
  const id = useId();
  const [dialog, setDialog] = useState<'pick' | 'crop' | null>(null);
  const [error, report] = useOperationError();
  const [alt, setAlt] = useState<string | null>(null);

  const pick = (picked: Image) => {
    // A new picture starts uncropped, in the frame the owner chose for the slot.
    const next: Image = image?.frame && shape?.kind === 'frame' ? { ...picked, frame: image.frame } : picked;
    if (report(onChange(next)).ok) setDialog(null);
  };

  return (
    <div className="field image-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <div className="image-field__current">
        {image ? (
          <div className={`image-field__preview${image.frame === 'Circle' ? ' image-field__preview--circle' : ''}`}>
            <img
              src={(palette ? inThemeColors(image, palette) : image).urls.small}
              alt={image.alt ? `Current image: ${image.alt}` : 'Current image'}
              style={{ objectFit: image.fit, ...effectsStyle(image.effects) }}
            />
          </div>
        ) : (
          <p className="image-field__empty">No image yet.</p>
        )}
        <div className="image-field__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={disabled || !websiteId}
            aria-haspopup="dialog"
            onClick={() => setDialog('pick')}
          >
            {image ? 'Replace' : 'Choose image'}
            <span className="visually-hidden"> for {slotName}</span>
          </button>
          {image && shape && (
            <button type="button" className="button button--secondary button--small" disabled={disabled} aria-haspopup="dialog" onClick={() => setDialog('crop')}>
              Crop<span className="visually-hidden"> the image of {slotName}</span>
            </button>
          )}
          {image && removable && (
            <button type="button" className="button button--ghost button--small" disabled={disabled} onClick={() => report(onChange(undefined))}>
              Remove<span className="visually-hidden"> the image of {slotName}</span>
            </button>
          )}
        </div>
      </div>
      {image && <PhotoCredit image={image} />}
      {image && describable && (
        <div className="image-field__alt">
          <label htmlFor={`${id}-alt`} className="field-label">
            Description
          </label>
          <StableInput
            id={`${id}-alt`}
            className="text-input"
            value={alt ?? image.alt}
            maxLength={LIMITS.imageAlt}
            disabled={disabled}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => setAlt(event.target.value)}
            onBlur={() => {
              if (alt !== null && alt !== image.alt) report(onChange({ ...image, alt: alt.trim() }));
              setAlt(null);
            }}
          />
          <p id={`${id}-alt-hint`} className="field-hint">
            What the picture shows, for people who cannot see it. Leave it empty for a decorative picture.
          </p>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {dialog === 'pick' && websiteId && (
        <LazyImagePicker websiteId={websiteId} slotName={slotName} orientation={orientation} onPick={pick} onClose={() => setDialog(null)} />
      )}
      {dialog === 'crop' && image && shape && <CropperDialog image={image} shape={shape} onApply={(next) => report(onChange(next))} onClose={() => setDialog(null)} />}
    </div>
  );
}
