import * as Slider from '@radix-ui/react-slider';
import {
  IMAGE_FRAME_ASPECT_RATIO,
  LIMITS,
  alignmentSchema,
  imageFrameSchema,
  type Image,
  type ImageEffects,
  type ImageFit,
  type ImageFrame,
  type OperationResult,
} from '@frontdoor/shared';
import { effectsStyle, imageUrl, placedEffects } from '@frontdoor/shared/render';
import { useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CloseDialogButton, Dialog } from '../../../components/ui/dialog';
import { useEditedDocument } from '../editors/editor-context';
import { aligned, describePosition, dragged, NO_EFFECTS, nudge } from './crop-math';

/** The shape a slot gives its picture: a frame (the theme's, or the picture's own), or the section it fills. */
export type CropShape = { kind: 'frame'; themeFrame: ImageFrame } | { kind: 'fill'; aspect: number };

/** The tallest the cropper's frame may be (the stage's height); its width follows from its shape. */
const FRAME_MAX_HEIGHT = '46vh';

const FRAME_LABELS: Readonly<Record<ImageFrame, string>> = { Circle: 'Circle', Landscape: 'Landscape 4:3', Portrait: 'Portrait 3:4', Square: 'Square' };

function SliderField({
  label,
  value,
  min,
  max,
  step,
  text,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  text: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="crop-field">
      <div className="editor-field__top">
        <span id={id} className="field-label">
          {label}
        </span>
        <output className="editor-range__value">{text}</output>
      </div>
      <Slider.Root className="crop-slider" min={min} max={max} step={step} value={[value]} onValueChange={([next]) => onChange(next ?? value)}>
        <Slider.Track className="crop-slider__track">
          <Slider.Range className="crop-slider__range" />
        </Slider.Track>
        <Slider.Thumb className="crop-slider__thumb" aria-labelledby={id} aria-valuetext={text} />
      </Slider.Root>
    </div>
  );
}

function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="crop-field" role="group" aria-label={label}>
      <span className="field-label" aria-hidden="true">
        {label}
      </span>
      <div className="segmented crop-choice">
        {options.map((option) => (
          <button key={option.value} type="button" className="segmented__option" aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The cropper (spec §3, §9): the picture in its frame, moved by dragging or with the arrow keys
 * (1 %, Shift 10 %), zoomed 1 to 2 and turned, filling the frame or shown whole, in a frame of its
 * own (Circle, Landscape 4:3, Portrait 3:4, Square) and placed by an alignment. The preview uses
 * the renderer's own CSS values (effectsStyle), in the frame's own shape, from where the page puts
 * the picture (placedEffects: an uncropped one where the theme's alignment does), so the page
 * shows what is seen here. Apply stores it all as the picture's effects, fit and frame in one
 * change: undoable, in History, live in other tabs; the picture's bytes are never touched.
 */
export function CropperDialog({ image, shape, onApply, onClose }: { image: Image; shape: CropShape; onApply: (image: Image) => OperationResult; onClose: () => void }) {
  const [own, setOwn] = useState<ImageEffects>(image.effects);
  // What the page draws: the picture's own crop, or (uncropped) where the theme's image alignment
  // puts it. The preview shows it and every change starts from it; a change places the picture
  // (`placed`: centring it then keeps it centred, whatever the theme's alignment). Reset gives it
  // back to the theme.
  const effects = placedEffects(own, useEditedDocument()?.theme.imageAlignment ?? 'Center');
  const setEffects = (next: ImageEffects) => setOwn({ ...next, placed: true });
  const [fit, setFit] = useState<ImageFit>(image.fit);
  const [frame, setFrame] = useState<ImageFrame | undefined>(image.frame);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: ImageEffects; pointer: number } | null>(null);
  const helpId = useId();
  const shown = shape.kind === 'frame' ? (frame ?? shape.themeFrame) : null;
  const aspect = shown ? IMAGE_FRAME_ASPECT_RATIO[shown] : shape.kind === 'fill' ? shape.aspect : 1;

  const box = () => {
    const rect = frameRef.current?.getBoundingClientRect();
    return { frameWidth: rect?.width ?? 1, frameHeight: rect?.height ?? 1, imageWidth: image.width, imageHeight: image.height };
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: effects, pointer: event.pointerId };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointer !== event.pointerId) return;
    setEffects(dragged(from.start, event.clientX - from.x, event.clientY - from.y, box(), fit));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const apply = () => {
    const next: Image = { ...image, effects: own, fit };
    if (frame) next.frame = frame;
    else delete next.frame;
    const result = onApply(next);
    if (result.ok) onClose();
    else setError(result.reason);
  };

  return (
    <Dialog title="Crop image" className="cropper" onClose={onClose}>
      <div className="cropper__body">
        <div className="cropper__stage">
          <div
            ref={frameRef}
            className={`cropper__frame${shown === 'Circle' ? ' cropper__frame--circle' : ''}`}
            // The frame's shape and the picture's crop: CSSOM styles, which the app's CSP allows.
            // Its width follows the shape, so a tall frame is narrowed rather than squashed.
            style={{ aspectRatio: String(aspect), width: `min(100%, calc(${FRAME_MAX_HEIGHT} * ${aspect}))` }}
            tabIndex={0}
            role="group"
            aria-roledescription="image position"
            aria-label={`Position: ${describePosition(effects)}`}
            aria-describedby={helpId}
            data-autofocus
            onKeyDown={(event) => {
              const next = nudge(effects, event.key, event.shiftKey);
              if (!next) return;
              event.preventDefault();
              setEffects(next);
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <img src={imageUrl(image) ?? image.urls.small} alt={image.alt} draggable={false} style={{ objectFit: fit, ...effectsStyle(effects) }} />
          </div>
          <p id={helpId} className="field-hint">
            Drag the picture, or use the arrow keys (Shift moves further, Home centres it).
          </p>
          <p className="visually-hidden" role="status">
            {describePosition(effects)}
          </p>
        </div>
        <div className="cropper__controls">
          <SliderField
            label="Zoom"
            value={effects.zoom}
            min={LIMITS.cropperZoomMin}
            max={LIMITS.cropperZoomMax}
            step={0.01}
            text={`${Math.round(effects.zoom * 100)}%`}
            onChange={(zoom) => setEffects({ ...effects, zoom })}
          />
          <SliderField
            label="Rotation"
            value={effects.rotation}
            min={-180}
            max={180}
            step={1}
            text={`${Math.round(effects.rotation)}°`}
            onChange={(rotation) => setEffects({ ...effects, rotation })}
          />
          <Choice
            label="Fit"
            value={fit}
            options={[
              { value: 'cover', label: 'Fill the frame' },
              { value: 'contain', label: 'Show it whole' },
            ]}
            onChange={setFit}
          />
          {shape.kind === 'frame' && (
            <Choice
              label="Frame"
              value={frame ?? 'Theme'}
              options={[
                { value: 'Theme', label: `Theme’s (${FRAME_LABELS[shape.themeFrame]})` },
                ...imageFrameSchema.options.map((option) => ({ value: option, label: FRAME_LABELS[option] })),
              ]}
              onChange={(value) => setFrame(value === 'Theme' ? undefined : (value as ImageFrame))}
            />
          )}
          <div className="crop-field" role="group" aria-label="Alignment">
            <span className="field-label" aria-hidden="true">
              Alignment
            </span>
            <div className="crop-align">
              {alignmentSchema.options.map((alignment) => (
                <button key={alignment} type="button" className="button button--secondary button--small" onClick={() => setEffects(aligned(effects, alignment))}>
                  {alignment}
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setOwn(NO_EFFECTS);
            setFit('cover');
            setFrame(undefined);
          }}
        >
          Reset
        </button>
        <CloseDialogButton>Cancel</CloseDialogButton>
        <button type="button" className="button button--primary" onClick={apply}>
          Apply
        </button>
      </div>
    </Dialog>
  );
}
