import { Inject, Injectable, Logger } from '@nestjs/common';
import { UploadedImagesRepository } from '@frontdoor/data';
import { FILE_STORE, mediaTypeOfKey, type FileStore } from './file-store.js';

/**
 * The files of the owner's photos in the FileStore, and when they may go: a file is deleted only
 * once no upload row names it (not this website's, not another's that uploaded the same photo,
 * not a removed one a page still shows), under the lock that keeps uploads from storing it
 * meanwhile (UploadedImagesRepository.deleteUnnamedFiles).
 */
@Injectable()
export class ImageFiles {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    @Inject(UploadedImagesRepository) private readonly images: UploadedImagesRepository,
  ) {}

  /** Writes the files (one per distinct key); rejects when the store fails. */
  async put(files: readonly { key: string; bytes: Uint8Array }[]): Promise<void> {
    const distinct = new Map(files.map((file) => [file.key, file.bytes]));
    await Promise.all([...distinct].map(([key, bytes]) => this.store.put(key, bytes, mediaTypeOfKey(key))));
  }

  /**
   * Deletes the files of `keys` that no row names any more. A store that fails is logged and
   * the files stay (unnamed, harmless): what the user asked for is done either way.
   */
  async deleteUnnamed(keys: readonly string[], context: Record<string, string>): Promise<void> {
    try {
      await this.images.deleteUnnamedFiles(keys, async (unnamed) => {
        await Promise.all(unnamed.map((key) => this.store.delete(key)));
      });
    } catch (error) {
      this.logger.warn({ message: 'Files of removed photos not deleted', ...context, error: (error as Error).message });
    }
  }

  /** Runs a website's deletion (its rows go, uploads with them), then deletes the files no other row names. */
  async deletingWebsite<T>(websiteId: string, deleteRows: () => Promise<T>): Promise<T> {
    const keys = await this.images.keysOf(websiteId);
    const result = await deleteRows();
    await this.deleteUnnamed(keys, { websiteId });
    return result;
  }
}
