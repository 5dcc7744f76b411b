import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedKey, mediaTypeOfKey, type FileStore, type StoredFile } from './file-store.js';

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
    return { bytes, contentType: mediaTypeOfKey(key) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return join(this.folder, checkedKey(key));
  }
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
