import { UPLOAD_MEDIA_TYPES, type UploadFormat } from '@frontdoor/shared';

/** A stored file and the media type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files are kept, by key. Keys are content-addressed (`<sha-256>.<extension>`):
 * a key always holds the same bytes, so putting an existing key again may do nothing, and two
 * server instances writing the same upload at once agree. The local disk (LocalFileStore,
 * UPLOADS_DIR) is the default; an S3-compatible bucket (S3FileStore, UPLOADS_S3_BUCKET) implements
 * the same calls. Each rejects when the store cannot be reached.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

/** Injection token of the FileStore. */
export const FILE_STORE = Symbol('FILE_STORE');

/** A key is one plain file name: no folder, no dot first, nothing a path could be made of. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,8}$/;

/** The key, if it is one; anything else is a bug of the caller (the controller matches names first). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** The media type a stored file is served with, from its key's extension (the format read from its bytes when stored). */
export function mediaTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(UPLOAD_MEDIA_TYPES, extension) ? UPLOAD_MEDIA_TYPES[extension as UploadFormat] : 'application/octet-stream';
}
