import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '@frontdoor/shared';
import { WebsiteImageEntity, type WebsiteImageRecord, type StoredImageSizes } from '../entities/website-image.entity.js';

/**
 * One lock between storing an upload's files and deleting files no row names any more: uploads
 * take it shared (they run side by side), a deletion exclusively. So a file is never deleted
 * between another upload writing it and that upload's row naming it.
 */
const FILES_LOCK = 0x46_44_55_50;

/** An upload to record, once its files are stored. */
export interface NewUploadedImage {
  websiteId: string;
  userId: string;
  sourceSha256: string;
  /** Where its regular size is served. */
  url: string;
  /** The size of the file sent. */
  bytes: number;
  width: number;
  height: number;
  sizes: StoredImageSizes;
  placeholder: string;
}

export type AddUploadResult =
  | { status: 'added'; image: WebsiteImageRecord }
  /** The same photo was already in My Images: that one. */
  | { status: 'exists'; image: WebsiteImageRecord }
  | { status: 'limit-reached' }
  | { status: 'website-gone' };

/** Every stored file key of an upload's sizes. */
export const storageKeysOf = (sizes: StoredImageSizes): string[] => [...new Set(Object.values(sizes).map((size) => size.key))];

/**
 * The owner's photos of a website (issue 28): rows of website_images (spec §3 WebsiteImages)
 * with their stored sizes. Shown in My Images: not removed, newest first. A row removed while a
 * page still showed it stays, hidden, so its files do.
 */
export class UploadedImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The website's photos in My Images, newest first. */
  list(websiteId: string): Promise<WebsiteImageRecord[]> {
    return this.dataSource.manager.find(WebsiteImageEntity, { where: shown(websiteId), order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(websiteId: string): Promise<number> {
    return this.dataSource.manager.countBy(WebsiteImageEntity, shown(websiteId));
  }

  /** A photo of My Images by its id, or null. */
  find(websiteId: string, id: string): Promise<WebsiteImageRecord | null> {
    return isUuid(id) ? this.dataSource.manager.findOneBy(WebsiteImageEntity, { ...shown(websiteId), id }) : Promise.resolve(null);
  }

  /** The photo of My Images uploaded from the same bytes, or null. */
  findBySource(websiteId: string, sourceSha256: string): Promise<WebsiteImageRecord | null> {
    return this.dataSource.manager.findOneBy(WebsiteImageEntity, { ...shown(websiteId), sourceSha256 });
  }

  /** Removed photos the website's pages showed when they were removed. */
  removed(websiteId: string): Promise<WebsiteImageRecord[]> {
    return this.dataSource.manager.findBy(WebsiteImageEntity, { websiteId, storageKeys: Not(IsNull()), removedAt: Not(IsNull()) });
  }

  /** Every file key the website's uploads name, removed ones included. */
  async keysOf(websiteId: string): Promise<string[]> {
    const rows: { key: string }[] = await this.dataSource.query('SELECT DISTINCT unnest(storage_keys) AS key FROM website_images WHERE website_id = $1', [websiteId]);
    return rows.map((row) => row.key);
  }

  /**
   * Records an upload: `storeFiles` writes its files first (under the files lock, shared), then,
   * under the website's lock, it is added unless My Images is full. A photo already there is
   * answered instead, and one removed earlier comes back. A failure of `storeFiles` records
   * nothing.
   */
  add(input: NewUploadedImage, max: number, storeFiles: () => Promise<void>): Promise<AddUploadResult> {
    return this.dataSource.transaction(async (manager): Promise<AddUploadResult> => {
      await manager.query('SELECT pg_advisory_xact_lock_shared($1)', [FILES_LOCK]);
      await storeFiles();
      // The website's lock after the files: it is held for a few reads and one write only.
      const locked: unknown[] = await manager.query('SELECT id FROM draft_websites WHERE id = $1 FOR UPDATE', [input.websiteId]);
      if (!locked.length) return { status: 'website-gone' };
      const same = await manager.findOneBy(WebsiteImageEntity, { websiteId: input.websiteId, sourceSha256: input.sourceSha256, storageKeys: Not(IsNull()) });
      if (same && !same.removedAt) return { status: 'exists', image: same };
      if ((await manager.countBy(WebsiteImageEntity, shown(input.websiteId))) >= max) return { status: 'limit-reached' };
      if (same) return { status: 'added', image: await revive(manager, same) };
      const image = manager.create(WebsiteImageEntity, {
        websiteId: input.websiteId,
        userId: input.userId,
        provider: 'Custom',
        url: input.url,
        storageKey: input.sizes.raw.key,
        searchTerms: null,
        mimeType: 'image/webp',
        width: input.width,
        height: input.height,
        bytes: input.bytes,
        sourceSha256: input.sourceSha256,
        sizes: input.sizes,
        storageKeys: storageKeysOf(input.sizes),
        placeholder: input.placeholder,
        removedAt: null,
      });
      return { status: 'added', image: await manager.save(image) };
    });
  }

  /** Removes a photo from My Images: its row goes, or stays hidden (`keepFiles`) while a page shows it. */
  async remove(id: string, keepFiles: boolean): Promise<void> {
    if (keepFiles) await this.dataSource.manager.update(WebsiteImageEntity, { id }, { removedAt: new Date() });
    else await this.dataSource.manager.delete(WebsiteImageEntity, { id });
  }

  /**
   * Deletes the files of `keys` that no row names any more (a removed upload's, a deleted
   * website's), with `deleteFiles`, under the files lock: no upload stores one of them meanwhile.
   * Answers the keys it deleted.
   */
  deleteUnnamedFiles(keys: readonly string[], deleteFiles: (keys: string[]) => Promise<void>): Promise<string[]> {
    if (!keys.length) return Promise.resolve([]);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FILES_LOCK]);
      const named: { key: string }[] = await manager.query(
        'SELECT DISTINCT k AS key FROM website_images, unnest(storage_keys) AS k WHERE storage_keys && $1::text[] AND k = ANY($1::text[])',
        [keys],
      );
      const unnamed = keys.filter((key) => !named.some((row) => row.key === key));
      await deleteFiles(unnamed);
      return unnamed;
    });
  }

  /** Which of `keys` a version of the draft (saved, published, restored, kept) shows. */
  async inVersions(draftId: string, keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: { key: string }[] = await this.dataSource.query(
      'SELECT k AS key FROM unnest($2::text[]) AS k WHERE EXISTS (SELECT 1 FROM draft_events WHERE draft_id = $1 AND data IS NOT NULL AND strpos(data::text, k) > 0)',
      [draftId, keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  /** The document of the website's published page (as stored, unchecked), or null when it is not published. */
  async publishedDocument(draftId: string): Promise<unknown> {
    const rows: { document: unknown }[] = await this.dataSource.query('SELECT document FROM websites WHERE draft_id = $1', [draftId]);
    return rows[0]?.document ?? null;
  }
}

/** The uploads of a website that My Images shows. */
const shown = (websiteId: string) => ({ websiteId, storageKeys: Not(IsNull()), removedAt: IsNull() });

/** A removed photo uploaded again: back in My Images, as the newest. */
async function revive(manager: EntityManager, image: WebsiteImageRecord): Promise<WebsiteImageRecord> {
  await manager.query('UPDATE website_images SET removed_at = NULL, created_at = now() WHERE id = $1', [image.id]);
  return manager.findOneByOrFail(WebsiteImageEntity, { id: image.id });
}
