import { LIMITS, type Alignment, type ImageEffects, type ImageFit } from '@frontdoor/shared';
import { drawnRect, type CropBox } from '@frontdoor/shared/render';

// The cropper's arithmetic, kept apart from its screen so it can be tested alone. Offsets are
// the renderer's (shared/src/render/image-effects.ts): -50 to 50 percent of how far the picture
// can move in its frame, +50 putting its left (or top) edge on the frame's.

const MAX_OFFSET = 50;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tenths = (value: number) => Math.round(value * 10) / 10;

/** Centred, unzoomed, unturned. */
export const NO_EFFECTS: ImageEffects = { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 };

/** The effects with the offset moved to (x, y), kept within the frame. */
export function withOffset(effects: ImageEffects, x: number, y: number): ImageEffects {
  return { ...effects, translate: { x: tenths(clamp(x, -MAX_OFFSET, MAX_OFFSET)), y: tenths(clamp(y, -MAX_OFFSET, MAX_OFFSET)) } };
}

/** The keys that move the picture: arrows by 1 %, with Shift by 10 %; Home centres it. */
export function nudge(effects: ImageEffects, key: string, shift: boolean): ImageEffects | null {
  const step = shift ? 10 : 1;
  const { x, y } = effects.translate;
  switch (key) {
    case 'ArrowLeft':
      return withOffset(effects, x - step, y);
    case 'ArrowRight':
      return withOffset(effects, x + step, y);
    case 'ArrowUp':
      return withOffset(effects, x, y - step);
    case 'ArrowDown':
      return withOffset(effects, x, y + step);
    case 'Home':
      return withOffset(effects, 0, 0);
    default:
      return null;
  }
}

/**
 * How many pixels the picture moves on screen for one percent of offset, on each axis: the
 * picture's drawn size (fitted, then zoomed: the renderer's drawnRect) less the frame's, over 100.
 * Zero when it cannot move that way (it exactly fills the frame).
 */
export function pixelsPerPercent(box: CropBox, fit: ImageFit, zoom: number): { x: number; y: number } {
  const drawn = drawnRect(box, fit, { ...NO_EFFECTS, zoom });
  return { x: (drawn.width - box.frameWidth) / 100, y: (drawn.height - box.frameHeight) / 100 };
}

/** The effects after dragging the picture by (dx, dy) pixels from `start`: it follows the pointer. */
export function dragged(start: ImageEffects, dx: number, dy: number, box: CropBox, fit: ImageFit): ImageEffects {
  const rate = pixelsPerPercent(box, fit, start.zoom);
  const move = (pixels: number, perPercent: number) => (Math.abs(perPercent) < 0.01 ? 0 : pixels / perPercent);
  return withOffset(start, start.translate.x + move(dx, rate.x), start.translate.y + move(dy, rate.y));
}

/**
 * The alignments (spec §3) as places in the frame: an edge of the picture on the frame's edge,
 * or centred; Fill fills the frame again (cover, no zoom or turn) from the centre.
 */
export function aligned(effects: ImageEffects, alignment: Alignment): ImageEffects {
  switch (alignment) {
    case 'Top':
      return withOffset(effects, effects.translate.x, MAX_OFFSET);
    case 'Bottom':
      return withOffset(effects, effects.translate.x, -MAX_OFFSET);
    case 'Left':
      return withOffset(effects, MAX_OFFSET, effects.translate.y);
    case 'Right':
      return withOffset(effects, -MAX_OFFSET, effects.translate.y);
    case 'Center':
      return withOffset(effects, 0, 0);
    case 'Fill':
      return NO_EFFECTS;
  }
}

/** Words for the position, for screen readers: "10% right, 5% up", or "centred". */
export function describePosition(effects: ImageEffects): string {
  const { x, y } = effects.translate;
  const parts = [x !== 0 ? `${Math.abs(x)}% ${x > 0 ? 'right' : 'left'}` : '', y !== 0 ? `${Math.abs(y)}% ${y > 0 ? 'down' : 'up'}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'centred';
}
