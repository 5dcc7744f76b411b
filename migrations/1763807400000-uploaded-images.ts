import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the owner's photos (spec §5, "My Images") are rows of website_images, the spec's
 * WebsiteImages, beside the generated sites' stock choices (those have search terms). An
 * upload records the SHA-256 of the bytes sent (a second upload of the same photo finds it), the
 * sizes stored (their file keys and pixels), every key (so a file still used by any row is never
 * deleted), a tiny blurred preview, and when it was removed while a page still showed it (the row
 * stays, hidden, so its files do too).
 */
export class UploadedImages1763807400000 implements MigrationInterface {
  name = 'UploadedImages1763807400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE website_images
        ADD COLUMN source_sha256 text,
        ADD COLUMN sizes jsonb,
        ADD COLUMN storage_keys text[],
        ADD COLUMN placeholder text,
        ADD COLUMN removed_at timestamptz;
      CREATE INDEX website_images_uploads_idx ON website_images (website_id, created_at DESC) WHERE storage_keys IS NOT NULL AND removed_at IS NULL;
      CREATE INDEX website_images_storage_keys_idx ON website_images USING gin (storage_keys);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX website_images_storage_keys_idx;
      DROP INDEX website_images_uploads_idx;
      DELETE FROM website_images WHERE storage_keys IS NOT NULL;
      ALTER TABLE website_images DROP COLUMN source_sha256, DROP COLUMN sizes, DROP COLUMN storage_keys, DROP COLUMN placeholder, DROP COLUMN removed_at;
    `);
  }
}
