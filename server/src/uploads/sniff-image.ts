import { imageSize } from 'image-size';
import type { SniffedImage } from '@frontdoor/shared';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ICO_HEADER = 6;
const ICO_ENTRY = 16;
/** BITMAPINFOHEADER and its V4 and V5 successors: the sizes a bitmap inside an icon starts with. */
const DIB_HEADER_SIZES = new Set([40, 108, 124]);

/**
 * What a file is, read from its bytes alone (magic numbers; never its name or the request's
 * Content-Type): its format and size in pixels, or null when it is no image this can read.
 * PNG, GIF and JPEG are read by `image-size` (pure JavaScript: no decoder sees the bytes yet);
 * icon files by `readIco`, which checks the whole directory, not only the first bytes.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  if (bytes.length >= ICO_HEADER && readU16(bytes, 0) === 0 && readU16(bytes, 2) === 1) return readIco(bytes);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  if (!size.type || !size.width || !size.height) return null;
  // A JPEG turned by its EXIF orientation (5 to 8) is shown with its sides swapped.
  const turned = size.type === 'jpg' && (size.orientation ?? 1) >= 5;
  return { format: size.type, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

/**
 * An icon file (.ico): a directory of pictures, each a PNG or a bitmap. Every entry must point
 * inside the file at a PNG (its own header then gives its size, which may exceed the
 * directory's 256) or at a bitmap header; anything else is not an icon.
 */
export function readIco(bytes: Uint8Array): SniffedImage | null {
  const count = readU16(bytes, 4);
  if (count === 0 || bytes.length < ICO_HEADER + count * ICO_ENTRY) return null;
  const frames: { width: number; height: number }[] = [];
  for (let index = 0; index < count; index++) {
    const entry = ICO_HEADER + index * ICO_ENTRY;
    const length = readU32(bytes, entry + 8);
    const offset = readU32(bytes, entry + 12);
    if (offset < ICO_HEADER + count * ICO_ENTRY || length < 8 || offset + length > bytes.length) return null;
    const data = bytes.subarray(offset, offset + length);
    if (PNG_SIGNATURE.every((byte, at) => data[at] === byte)) {
      if (data.length < 24) return null;
      frames.push({ width: readU32BE(data, 16), height: readU32BE(data, 20) });
    } else if (DIB_HEADER_SIZES.has(readU32(data, 0))) {
      // The directory's 0 means 256.
      frames.push({ width: bytes[entry] || 256, height: bytes[entry + 1] || 256 });
    } else {
      return null;
    }
  }
  const largest = frames.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  return { format: 'ico', width: largest.width, height: largest.height, frames };
}

const readU16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const readU32 = (bytes: Uint8Array, at: number) => (readU16(bytes, at) + readU16(bytes, at + 2) * 0x10000) >>> 0;
const readU32BE = (bytes: Uint8Array, at: number) => (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
