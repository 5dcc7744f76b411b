import sharp from 'sharp';
import { LIMITS, type SniffedImage } from '@frontdoor/shared';

export interface FittedImage {
  bytes: Uint8Array;
  format: string;
  width: number;
  height: number;
}

/**
 * A logo as it is stored: the header shows it at most 64 px high, so a PNG or JPEG taller than
 * 512 px is scaled to 512 px high in its own format (turned upright by its EXIF orientation,
 * its metadata dropped); a GIF (which may move) and a smaller logo are kept as they came.
 * Rejects when the bytes do not decode.
 */
export async function fitLogo(bytes: Uint8Array, image: SniffedImage): Promise<FittedImage> {
  if (image.format === 'gif' || image.height <= LIMITS.storedLogoHeight) return { bytes, format: image.format, width: image.width, height: image.height };
  const pipeline = sharp(bytes, { limitInputPixels: LIMITS.maxLogoDimension ** 2, failOn: 'error' })
    .rotate()
    .resize({ height: LIMITS.storedLogoHeight, withoutEnlargement: true });
  const encoded = image.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 88, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, format: image.format, width: info.width, height: info.height };
}
