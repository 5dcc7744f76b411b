import { ERROR_MESSAGES } from '../api/errors.js';
import { uploadAccept } from '../site/uploads.js';
import { imageUploadProblem, uploadProblem } from './upload-rules.js';

const MB = 1024 * 1024;
const image = (format: string, width: number, height = width) => ({ format, width, height });

describe('uploadProblem (spec §5)', () => {
  it('takes a browser icon of ico, png, gif or jpeg, square and at most 512 × 512', () => {
    for (const format of ['ico', 'png', 'gif', 'jpg']) expect(uploadProblem('favicon', { bytes: 1000, image: image(format, 512) })).toBeNull();
    expect(uploadProblem('favicon', { bytes: 1000, image: image('png', 16) })).toBeNull();
  });

  it('refuses a browser icon that is not square, or larger than 512 × 512', () => {
    expect(uploadProblem('favicon', { bytes: 1000, image: image('png', 64, 32) })).toBe('favicon_size_invalid');
    expect(uploadProblem('favicon', { bytes: 1000, image: image('png', 600) })).toBe('favicon_size_invalid');
    expect(ERROR_MESSAGES.favicon_size_invalid).toBe('The browser icon must be square, at most 512 × 512 pixels.');
  });

  it('checks every picture an icon file holds', () => {
    const frames = [
      { width: 16, height: 16 },
      { width: 48, height: 32 },
    ];
    expect(uploadProblem('favicon', { bytes: 1000, image: { ...image('ico', 16), frames } })).toBe('favicon_size_invalid');
    expect(uploadProblem('favicon', { bytes: 1000, image: { ...image('ico', 16), frames: frames.slice(0, 1) } })).toBeNull();
  });

  it('takes a logo of png, gif or jpeg, but not an icon file or webp', () => {
    for (const format of ['png', 'gif', 'jpg']) expect(uploadProblem('logo', { bytes: 1000, image: image(format, 800, 200) })).toBeNull();
    for (const format of ['ico', 'webp', 'svg']) expect(uploadProblem('logo', { bytes: 1000, image: image(format, 64) })).toBe('invalid_file_type');
    expect(uploadProblem('logo', { bytes: 1000, image: image('png', 9000, 100) })).toBe('logo_size_invalid');
  });

  it('refuses what is not an image at all', () => {
    expect(uploadProblem('favicon', { bytes: 20, image: null })).toBe('invalid_file_type');
    expect(ERROR_MESSAGES.invalid_file_type).toBe('Invalid file type detected');
  });

  it('refuses more than 2 MB, even before the bytes are read (the client asks with the size alone)', () => {
    expect(uploadProblem('logo', { bytes: 2 * MB })).toBeNull();
    expect(uploadProblem('logo', { bytes: 2 * MB + 1 })).toBe('upload_too_large');
    expect(uploadProblem('favicon', { bytes: 2 * MB + 1, image: image('png', 16) })).toBe('upload_too_large');
    expect(ERROR_MESSAGES.upload_too_large).toBe('The file is larger than 2 MB.');
  });
});

describe('uploadAccept', () => {
  it('offers the extensions and media types of each kind', () => {
    expect(uploadAccept('favicon')).toBe('.ico,.png,.gif,.jpeg,.jpg,image/png,image/gif,image/jpeg,image/x-icon,image/vnd.microsoft.icon');
    expect(uploadAccept('logo')).toBe('.png,.gif,.jpeg,.jpg,image/png,image/gif,image/jpeg');
  });
});

describe('imageUploadProblem (spec §5: My Images)', () => {
  it('takes jpg, png, gif and webp photos up to 15 MB', () => {
    for (const format of ['jpg', 'png', 'gif', 'webp']) expect(imageUploadProblem({ bytes: 15 * MB, image: image(format, 4000, 3000) })).toBeNull();
    expect(imageUploadProblem({ bytes: 15 * MB })).toBeNull();
  });

  it('refuses a file over 15 MB before it is sent, with the spec size in the message', () => {
    expect(imageUploadProblem({ bytes: 15 * MB + 1 })).toBe('image_too_large');
    expect(ERROR_MESSAGES.image_too_large).toBe('The image is larger than 15 MB.');
  });

  it('refuses other formats, and files that are no image', () => {
    for (const format of ['ico', 'svg', 'tiff', 'heif', 'avif']) expect(imageUploadProblem({ bytes: 1000, image: image(format, 100) })).toBe('invalid_file_type');
    expect(imageUploadProblem({ bytes: 20, image: null })).toBe('invalid_file_type');
    expect(ERROR_MESSAGES.invalid_file_type).toBe('Invalid file type detected');
  });

  it('refuses more than 64 megapixels (a decompression bomb declares far more)', () => {
    expect(imageUploadProblem({ bytes: 1000, image: image('png', 8000, 8000) })).toBeNull();
    expect(imageUploadProblem({ bytes: 1000, image: image('png', 8001, 8000) })).toBe('image_too_many_pixels');
    expect(imageUploadProblem({ bytes: 1000, image: image('png', 50_000, 50_000) })).toBe('image_too_many_pixels');
  });
});
