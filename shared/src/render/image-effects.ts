import type { Alignment, ImageFit, ImageFrame } from '../site/image-enums.js';
import type { Image, ImageEffects } from '../site/image.js';
import { LIMITS } from '../site/limits.js';

// The cropper's choices (spec §3: translate, zoom, rotation; fit; frames) drawn by CSS alone, so
// the canvas and the published page show the same crop from the same bytes: no picture is
// re-encoded per crop. Published pages allow no style attributes (a strict CSP), so each distinct
// crop becomes one rule of the page's stylesheet, named by its own values (`fx-…`), and the
// picture carries that class.
//
// How a crop is drawn: the picture fills its frame (object-fit cover or contain) and the frame
// clips it (`overflow: hidden`). The offset moves the picture inside the frame by
// `object-position`, and zoom and rotation scale and turn it about that same point
// (`transform-origin`). At an offset of +50 % the picture's left edge sits on the frame's left
// edge whatever the zoom, so no offset ever uncovers the frame, and dragging at zoom 1 still
// chooses which part of a wide photo a round frame shows.

/** The largest offset on each axis, in percent (see imageEffectsSchema). */
export const MAX_OFFSET = 50;

/** A crop as it is drawn: the stored effects clamped to what the renderer can show, rounded. */
export interface DrawnEffects {
  /** -50 to 50, tenths of a percent. */
  x: number;
  y: number;
  /** 1 to 2, hundredths. */
  zoom: number;
  /** Degrees, -180 (exclusive) to 180, tenths. */
  rotation: number;
}

const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The stored effects as the renderer draws them: clamped to their ranges and rounded. */
export function drawnEffects(effects: ImageEffects | undefined): DrawnEffects {
  const x = tenths(clamp(finite(effects?.translate.x ?? 0, 0), -MAX_OFFSET, MAX_OFFSET));
  const y = tenths(clamp(finite(effects?.translate.y ?? 0, 0), -MAX_OFFSET, MAX_OFFSET));
  const zoom = Math.round(clamp(finite(effects?.zoom ?? 1, 1), LIMITS.cropperZoomMin, LIMITS.cropperZoomMax) * 100) / 100;
  // -90 and 270 are the same turn: one class, one rule.
  let rotation = tenths(finite(effects?.rotation ?? 0, 0) % 360);
  if (rotation > 180) rotation -= 360;
  if (rotation <= -180) rotation += 360;
  // -0 would name a second class for the same crop.
  return { x: x || 0, y: y || 0, zoom, rotation: rotation || 0 };
}

/** Where the theme's image alignment puts a picture, as a crop's offset: an edge on the frame's, or centred. */
const ALIGNMENT_OFFSET: Readonly<Record<Alignment, { x: number; y: number }>> = {
  Top: { x: 0, y: MAX_OFFSET },
  Bottom: { x: 0, y: -MAX_OFFSET },
  Left: { x: MAX_OFFSET, y: 0 },
  Right: { x: -MAX_OFFSET, y: 0 },
  Center: { x: 0, y: 0 },
  Fill: { x: 0, y: 0 },
};

/**
 * The crop a picture is drawn with: its own, or, when the owner has not cropped it, where the
 * theme's image alignment puts it (the stylesheet's `--op`, written from this too). The cropper
 * starts from it, so its preview shows an uncropped picture where the page does.
 */
export function placedEffects(effects: ImageEffects | undefined, alignment: Alignment): ImageEffects {
  if (effects && hasEffects(effects)) return effects;
  return { translate: { ...ALIGNMENT_OFFSET[alignment] }, zoom: 1, rotation: 0 };
}

/** True when the crop changes how the picture is drawn (moved, zoomed or turned, or placed by the owner). */
export function hasEffects(effects: ImageEffects | undefined): boolean {
  // A picture the owner placed in the cropper keeps its place, centred too (over the theme's alignment).
  if (effects?.placed === true) return true;
  const drawn = drawnEffects(effects);
  return drawn.x !== 0 || drawn.y !== 0 || drawn.zoom !== 1 || drawn.rotation !== 0;
}

/**
 * The point a crop is placed and zoomed about, in percent of the frame (and of the spare room
 * around the fitted picture): `object-position` and `transform-origin` alike. An offset of +50
 * puts it at 0 % (the picture's left or top edge on the frame's).
 */
function cropOrigin(effects: ImageEffects | undefined): { x: number; y: number } {
  const { x, y } = drawnEffects(effects);
  return { x: tenths(MAX_OFFSET - x), y: tenths(MAX_OFFSET - y) };
}

/** A frame's size and its picture's natural size, in pixels (any unit: only their ratios count). */
export interface CropBox {
  frameWidth: number;
  frameHeight: number;
  imageWidth: number;
  imageHeight: number;
}

/** The picture's size in its frame after `object-fit` (cover fills it, contain shows it whole), before zoom. */
function fittedSize(box: CropBox, fit: ImageFit): { width: number; height: number } {
  const scales = [box.frameWidth / box.imageWidth, box.frameHeight / box.imageHeight];
  const scale = fit === 'contain' ? Math.min(...scales) : Math.max(...scales);
  return { width: box.imageWidth * scale, height: box.imageHeight * scale };
}

/**
 * Where the picture is drawn in its frame, in the frame's pixels (rotation aside): placed by
 * `object-position` at the crop's origin, then scaled by the zoom about that same point. The
 * cropper's preview, the canvas and the published page all draw this with effectsStyle's values,
 * so this is the one statement of what a crop shows.
 */
export function drawnRect(box: CropBox, fit: ImageFit, effects: ImageEffects | undefined): { left: number; top: number; width: number; height: number } {
  const size = fittedSize(box, fit);
  const { zoom } = drawnEffects(effects);
  const origin = cropOrigin(effects);
  const ox = (origin.x / 100) * box.frameWidth;
  const oy = (origin.y / 100) * box.frameHeight;
  const left = (box.frameWidth - size.width) * (origin.x / 100);
  const top = (box.frameHeight - size.height) * (origin.y / 100);
  return { left: ox + (left - ox) * zoom, top: oy + (top - oy) * zoom, width: size.width * zoom, height: size.height * zoom };
}

/**
 * The part of the picture a frame shows (rotation aside), as fractions of the picture's width and
 * height (0 to 1). It depends only on the frame's shape, never its size: a crop chosen in the
 * cropper shows the same part of the picture in a frame of the same shape at any width.
 */
export function visibleRegion(box: CropBox, fit: ImageFit, effects: ImageEffects | undefined): { left: number; top: number; right: number; bottom: number } {
  const rect = drawnRect(box, fit, effects);
  const part = (edge: number, start: number, length: number) => Math.min(1, Math.max(0, (edge - start) / length));
  return {
    left: part(0, rect.left, rect.width),
    top: part(0, rect.top, rect.height),
    right: part(box.frameWidth, rect.left, rect.width),
    bottom: part(box.frameHeight, rect.top, rect.height),
  };
}

/** The CSS of a crop, as property values (the cropper's preview sets the same ones). */
export function effectsStyle(effects: ImageEffects | undefined): { objectPosition: string; transformOrigin: string; transform: string } {
  const { zoom, rotation } = drawnEffects(effects);
  const origin = cropOrigin(effects);
  const position = `${origin.x}% ${origin.y}%`;
  const transform = [rotation !== 0 ? `rotate(${rotation}deg)` : '', zoom !== 1 ? `scale(${zoom})` : ''].filter(Boolean).join(' ') || 'none';
  return { objectPosition: position, transformOrigin: position, transform };
}

/** The class naming a crop by its values (`fx-150_900_-125_0`), or undefined for none. */
export function effectsClass(image: Pick<Image, 'effects'>): string | undefined {
  if (!hasEffects(image.effects)) return undefined;
  const { x, y, zoom, rotation } = drawnEffects(image.effects);
  return `fx-${Math.round(zoom * 100)}_${Math.round(rotation * 10)}_${Math.round(x * 10)}_${Math.round(y * 10)}`;
}

const FRAME_CLASS: Readonly<Record<ImageFrame, string>> = { Circle: 'fr-c', Landscape: 'fr-l', Portrait: 'fr-p', Square: 'fr-s' };

/** The class of a picture's own frame (the cropper's choice), or undefined for the theme's. */
export function frameClass(image: Pick<Image, 'frame'>): string | undefined {
  return image.frame ? FRAME_CLASS[image.frame] : undefined;
}

/**
 * Whether a picture that sits in the page's flow (the introduction's, beside its text) needs a
 * frame of its own around it (`.crop`) to clip its crop or give it its own shape.
 */
export function needsCropFrame(image: Pick<Image, 'effects' | 'frame'>): boolean {
  return Boolean(image.frame) || hasEffects(image.effects);
}

// The owner's frame for one picture wins over the theme's and the presets' (which set aspect
// ratios and corners on their own selectors, some more specific): hence !important.
const FRAME_CSS: Readonly<Record<string, string>> = {
  // The preset's backdrop behind the introduction's picture (its outline, its blob) follows a round frame.
  'fr-c': '.fr-c{aspect-ratio:1!important;border-radius:50%!important}.fig:has(>.fr-c):before{border-radius:50%!important}',
  'fr-s': '.fr-s{aspect-ratio:1!important}',
  'fr-l': '.fr-l{aspect-ratio:4/3!important}',
  'fr-p': '.fr-p{aspect-ratio:3/4!important}',
};
// The introduction's picture beside its text has no clipping frame of its own: `.crop` is one,
// taking over the picture's shape and shadow (and the decor frame, see stylesheet.ts).
const CROP_CSS =
  '.crop{display:block;overflow:hidden;aspect-ratio:var(--ar);border-radius:var(--ir);box-shadow:var(--sh)}' +
  '.fd .crop img{display:block;width:100%;height:100%;aspect-ratio:auto;border:0;border-radius:0;box-shadow:none;clip-path:none}';

/**
 * The rules of the pictures' crops and frames: one per distinct crop, written after every other
 * rule (`.fd img.fx-…` outranks `.media img` and `.fig img`), and only those the page uses.
 */
export function imageEffectsCss(images: readonly Image[]): string {
  const rules = new Map<string, string>();
  let cropFrame = false;
  for (const image of images) {
    const frame = frameClass(image);
    if (frame) rules.set(frame, FRAME_CSS[frame]!);
    cropFrame ||= needsCropFrame(image);
    const name = effectsClass(image);
    if (!name || rules.has(name)) continue;
    const style = effectsStyle(image.effects);
    rules.set(name, `.fd img.${name}{object-position:${style.objectPosition};transform-origin:${style.transformOrigin};transform:${style.transform}}`);
  }
  return (cropFrame ? CROP_CSS : '') + [...rules.values()].join('');
}
