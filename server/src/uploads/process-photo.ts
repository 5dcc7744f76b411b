import sharp, { type Sharp } from 'sharp';
import { LIMITS, UPLOADED_IMAGE_WIDTHS, type ImageSize } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';

/** One stored size of a photo: WebP bytes and their pixels. */
export interface PhotoSize {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  sizes: Record<ImageSize | 'medium', PhotoSize>;
  /** A tiny blurred preview, as a data: URL (shown while a size loads). */
  placeholder: string;
}

/** The formats libvips may open an upload as (what the bytes said, checked again by the decoder). */
const DECODERS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** WebP's largest side. */
const WEBP_MAX_SIDE = 16_383;
const PLACEHOLDER_SIDE = 16;

/**
 * A photo as it is stored (issue 28): decoded at most twice (the whole photo for `raw`, the
 * full size for the others), turned upright by its EXIF orientation, and re-encoded as WebP in
 * every size, so nothing of the file sent survives but its pixels: no EXIF (camera, GPS
 * position), no ICC or XMP data, no bytes after the image (a polyglot's payload). A GIF gives its
 * first frame. The decoder refuses more than LIMITS.maxImagePixels before it allocates
 * anything (a decompression bomb), and bytes it cannot decode are 'Invalid file type detected'.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const input = () => sharp(bytes, { limitInputPixels: LIMITS.maxImagePixels, failOn: 'error' });
  const format = await input()
    .metadata()
    .then((metadata) => metadata.format as string)
    .catch(refusal);
  if (!DECODERS.has(format)) throw new AppError('invalid_file_type');
  try {
    const fit = (width: number) => ({ width, height: WEBP_MAX_SIDE, fit: 'inside' as const, withoutEnlargement: true });
    const raw = await webp(input().rotate().resize(fit(WEBP_MAX_SIDE)), 90, 2);
    // The full size's pixels, once: the smaller sizes are made from them (never the source again).
    const full = await input().rotate().resize(fit(UPLOADED_IMAGE_WIDTHS.full)).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(full.data, { raw: { width: full.info.width, height: full.info.height, channels: full.info.channels } });
    const scaled = (width: number) => webp(pixels().resize(fit(width)), 80, 4);
    const sizes: Record<ImageSize | 'medium', PhotoSize> = {
      raw,
      full: await webp(pixels(), 82, 2),
      regular: await scaled(UPLOADED_IMAGE_WIDTHS.regular),
      medium: await scaled(UPLOADED_IMAGE_WIDTHS.medium),
      small: await scaled(UPLOADED_IMAGE_WIDTHS.small),
      thumbnail: await scaled(UPLOADED_IMAGE_WIDTHS.thumbnail),
    };
    const preview = await pixels().resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' }).blur(0.6).webp({ quality: 40 }).toBuffer();
    return { sizes, placeholder: `data:image/webp;base64,${preview.toString('base64')}` };
  } catch (error) {
    return refusal(error);
  }
}

async function webp(pipeline: Sharp, quality: number, effort: number): Promise<PhotoSize> {
  const { data, info } = await pipeline.webp({ quality, effort }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** What the decoder's refusal means to the owner: too many pixels, or no image it can read. */
function refusal(error: unknown): never {
  if (error instanceof AppError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) throw new AppError('image_too_many_pixels');
  throw new AppError('invalid_file_type');
}
