import type { ErrorCode } from '../api/errors.js';
import { LIMITS } from '../site/limits.js';
import { UPLOAD_FILE_TYPES, UPLOAD_MAX_BYTES, type BrandUploadKind } from '../site/uploads.js';

/** What the server read from a file's bytes (never from its name): its format and its size in pixels. */
export interface SniffedImage {
  /** The format its magic number says: 'png', 'gif', 'jpg', 'ico', or another (refused). */
  format: string;
  width: number;
  height: number;
  /** Every picture an icon file (.ico) holds; browsers pick one by size. */
  frames?: readonly { width: number; height: number }[];
}

/** The refusals of a logo or browser-icon upload (codes of shared/src/api/errors.ts). */
export type UploadProblem = Extract<ErrorCode, 'upload_too_large' | 'invalid_file_type' | 'favicon_size_invalid' | 'logo_size_invalid'>;

/**
 * Why an upload is refused (spec §5), or null: over its kind's size in bytes; a format its kind
 * does not take (or no image at all); a browser icon that is not square or larger than
 * 512 × 512 (every picture of an .ico); a logo larger than any screen needs. The client asks
 * with the size alone before sending (`image` undefined); the server asks again with what it
 * read from the bytes (`image` null: no image it can read).
 */
export function uploadProblem(kind: BrandUploadKind, file: { bytes: number; image?: SniffedImage | null }): UploadProblem | null {
  if (file.bytes > UPLOAD_MAX_BYTES[kind]) return 'upload_too_large';
  if (file.image === undefined) return null;
  const image = file.image;
  const formats: readonly string[] = UPLOAD_FILE_TYPES[kind];
  if (!image || !formats.includes(image.format) || image.width < 1 || image.height < 1) return 'invalid_file_type';
  if (kind === 'favicon') {
    const pictures = image.frames?.length ? image.frames : [image];
    const fits = pictures.every(({ width, height }) => width === height && width <= LIMITS.maxFaviconDimension);
    return fits ? null : 'favicon_size_invalid';
  }
  return image.width > LIMITS.maxLogoDimension || image.height > LIMITS.maxLogoDimension ? 'logo_size_invalid' : null;
}

/** The refusals of a photo for My Images (codes of shared/src/api/errors.ts). */
export type ImageUploadProblem = Extract<ErrorCode, 'image_too_large' | 'invalid_file_type' | 'image_too_many_pixels'>;

/**
 * Why a photo is refused (spec §5: jpg, png, gif or webp, up to 15 MB), or null: over 15 MB; not
 * one of those formats (or no image at all); more pixels than LIMITS.maxImagePixels (a photo
 * that large, or a file that only claims to be: a decompression bomb). The client asks with the
 * size alone before sending (`image` undefined); the server asks again with what it read from the
 * bytes (`image` null: no image it can read).
 */
export function imageUploadProblem(file: { bytes: number; image?: SniffedImage | null }): ImageUploadProblem | null {
  if (file.bytes > LIMITS.maxImageBytes) return 'image_too_large';
  if (file.image === undefined) return null;
  const image = file.image;
  const formats: readonly string[] = UPLOAD_FILE_TYPES.image;
  if (!image || !formats.includes(image.format) || image.width < 1 || image.height < 1) return 'invalid_file_type';
  return image.width * image.height > LIMITS.maxImagePixels ? 'image_too_many_pixels' : null;
}
