import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { UPLOAD_MEDIA_TYPES, type UploadFormat } from '@frontdoor/shared';
import type { FileStore, StoredFile } from './file-store.js';

/** A key is one plain file name: no folder, no dot first, nothing a path could be made of. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*\.[a-z0-9]{1,8}$/;

/**
 * Files in one folder of the local disk (UPLOADS_DIR), named by their keys. Several server
 * instances share it as one volume. A file is written under a temporary name and renamed into
 * place, so a reader never sees half of it. The media type follows the key's extension (the
 * disk keeps no other metadata).
 */
export class LocalFileStore implements FileStore {
  constructor(readonly folder: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    if (await exists(path)) return;
    await mkdir(this.folder, { recursive: true });
    const temporary = join(this.folder, `.${randomUUID()}.part`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const extension = extname(key).slice(1);
    return { bytes, contentType: Object.hasOwn(UPLOAD_MEDIA_TYPES, extension) ? UPLOAD_MEDIA_TYPES[extension as UploadFormat] : 'application/octet-stream' };
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
    return join(this.folder, key);
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
