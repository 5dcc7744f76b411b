import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Real images for upload tests, drawn with sharp: a plain colour (or noise, which does not
// compress) of the size asked for, in the format asked for.

const plain = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 4, background } });

export const pngImage = (width: number, height = width, background = '#2a9d8f') => plain(width, height, background).png().toBuffer();
export const gifImage = (width: number, height = width, background = '#e76f51') => plain(width, height, background).gif().toBuffer();
export const jpegImage = (width: number, height = width, background = '#264653') => plain(width, height, background).jpeg().toBuffer();
export const webpImage = (width: number, height = width) => plain(width, height, '#f4a261').webp().toBuffer();

/** A wide logo on a transparent background: a mark and the business's name, as owners' logos are. */
export const logoImage = (name: string, width = 480, height = 120) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.42}" fill="#0f766e"/>` +
        `<path d="M${height * 0.32} ${height * 0.35}q${height * 0.18} -${height * 0.12} ${height * 0.36} 0l-${height * 0.06} ${height * 0.36}h-${height * 0.24}z" fill="#fff"/>` +
        `<text x="${height * 1.1}" y="${height * 0.64}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${height * 0.36}" fill="#134e4a">${name}</text>` +
        '</svg>',
    ),
  )
    .png()
    .toBuffer();

/** A PNG of random pixels: about 3 bytes a pixel, whatever the compression. */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** An icon file (.ico) holding the given PNGs, as browsers and icon editors write them today. */
export async function icoImage(sizes: readonly number[]): Promise<Buffer> {
  const pictures = await Promise.all(sizes.map((size) => pngImage(size)));
  const header = Buffer.alloc(6 + 16 * pictures.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach((picture, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(sizes[index]! >= 256 ? 0 : sizes[index]!, entry);
    header.writeUInt8(sizes[index]! >= 256 ? 0 : sizes[index]!, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(picture.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += picture.length;
  });
  return Buffer.concat([header, ...pictures]);
}

/**
 * A camera photo as phones write them: a JPEG stored sideways with EXIF orientation 6 (turn 90°
 * clockwise to show it), the camera's make and the GPS position where it was taken. Stored, its
 * left half is red and its right half blue: shown upright, red is on top.
 */
export async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const red = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 700/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A photo-like JPEG (smooth noise, as a real scene compresses), different on every call. */
export const photoJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .blur(2)
    .jpeg({ quality: 85 })
    .toBuffer();
