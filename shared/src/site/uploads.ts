import { LIMITS } from './limits.js';

/** File extensions accepted per upload kind (spec §5), lowercase, without the dot. */
export const UPLOAD_FILE_TYPES = {
  // 'jpeg' is the same format as the spec's 'jpg' under its other common extension.
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  logo: ['png', 'gif', 'jpeg', 'jpg'],
  favicon: ['ico', 'png', 'gif', 'jpeg', 'jpg'],
} as const;

export type UploadKind = keyof typeof UPLOAD_FILE_TYPES;

/** The uploads of the website's identity (spec §5): the logo as an image and the browser icon. */
export type BrandUploadKind = Extract<UploadKind, 'logo' | 'favicon'>;

/** The largest file of each kind, in bytes (spec §5). */
export const UPLOAD_MAX_BYTES: Readonly<Record<BrandUploadKind, number>> = { logo: LIMITS.maxLogoBytes, favicon: LIMITS.maxFaviconBytes };

/**
 * The widths of the sizes stored for an uploaded photo (never wider than the photo itself), all
 * WebP: the image picker's thumbnail, then the widths the published page offers in its srcset
 * (Unsplash's 400 and 1080 px, a medium 720 px — a phone's picture as wide as the page, drawn at
 * twice its CSS pixels — and a full size up to 2400 px). `raw` is the whole photo, at its own size.
 */
export const UPLOADED_IMAGE_WIDTHS = { thumbnail: 200, small: 400, medium: 720, regular: 1080, full: 2400 } as const;

/** The width of one stored size of an uploaded photo `width` pixels wide. */
export function uploadedImageWidth(size: keyof typeof UPLOADED_IMAGE_WIDTHS, width: number): number {
  return Math.min(UPLOADED_IMAGE_WIDTHS[size], width);
}

/** The media type an uploaded file is served with, by the format read from its bytes. */
export const UPLOAD_MEDIA_TYPES = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  // Browsers read both; x-icon is the one every browser has always known.
  ico: 'image/x-icon',
} as const;

export type UploadFormat = keyof typeof UPLOAD_MEDIA_TYPES;

/**
 * The `accept` attribute of a file input for a kind: its extensions and their media types, so
 * the file picker offers those files first (the server still decides from the bytes).
 */
export function uploadAccept(kind: UploadKind): string {
  const extensions: readonly string[] = UPLOAD_FILE_TYPES[kind];
  const types: string[] = (Object.keys(UPLOAD_MEDIA_TYPES) as UploadFormat[]).filter((format) => extensions.includes(format)).map((format) => UPLOAD_MEDIA_TYPES[format]);
  if (extensions.includes('ico')) types.push('image/vnd.microsoft.icon');
  return [...extensions.map((extension) => `.${extension}`), ...types].join(',');
}

/** The name of the failure of each kind, shown before the reason (spec §8 toasts). */
export const UPLOAD_FAILED: Readonly<Record<BrandUploadKind, string>> = {
  logo: 'Logo upload failed',
  favicon: 'Favicon upload failed',
};
