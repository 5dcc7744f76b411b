import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing: the Content-Security-Policy rendered with each published page (hashes of its
 * inline style and scripts), and contact exports (CSV files the owner downloads by a link).
 */
export class Publishing1763787600000 implements MigrationInterface {
  name = 'Publishing1763787600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE websites ADD COLUMN csp text NOT NULL DEFAULT '';
      CREATE TABLE contact_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        csv text,
        rows integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        expires_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX contact_exports_token_key ON contact_exports (token_hash);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_exports; ALTER TABLE websites DROP COLUMN csp;`);
  }
}
