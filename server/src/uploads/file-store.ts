/** A stored file and the media type it is served with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files are kept, by key. Keys are content-addressed (`<sha-256>.<extension>`):
 * a key always holds the same bytes, so putting an existing key again may do nothing, and two
 * server instances writing the same upload at once agree. The local disk (LocalFileStore,
 * UPLOADS_DIR) is the default; another store (an S3-compatible bucket) implements the same two calls.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
}

/** Injection token of the FileStore. */
export const FILE_STORE = Symbol('FILE_STORE');
