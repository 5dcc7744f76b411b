import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Custom domains (issue 29): a domain belongs to a website (its id; website_name stays the handle
 * it is attached to, spec §3), carries the token its owner publishes as a TXT record, its zone
 * (the registrable domain, for the apex and www twin) and what the checker last saw and when it
 * looks again. One domain per website. Every change is recorded in the history with who made it
 * (actor_id; null is the checker).
 */
export class CustomDomains1763810000000 implements MigrationInterface {
  name = 'CustomDomains1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE website_domains
        ADD COLUMN website_id uuid REFERENCES draft_websites (id) ON DELETE SET NULL,
        ADD COLUMN zone text,
        ADD COLUMN partner_name text,
        ADD COLUMN verification_token text,
        ADD COLUMN last_check jsonb,
        ADD COLUMN checked_at timestamptz,
        ADD COLUMN next_check_at timestamptz,
        ADD COLUMN unchanged_checks integer NOT NULL DEFAULT 0;
      UPDATE website_domains SET zone = domain_name, verification_token = md5(random()::text || id::text);
      ALTER TABLE website_domains ALTER COLUMN zone SET NOT NULL, ALTER COLUMN verification_token SET NOT NULL;
      CREATE UNIQUE INDEX website_domains_website_key ON website_domains (website_id) WHERE website_id IS NOT NULL;
      CREATE INDEX website_domains_partner_idx ON website_domains (partner_name) WHERE partner_name IS NOT NULL;
      CREATE INDEX website_domains_due_idx ON website_domains (next_check_at) WHERE next_check_at IS NOT NULL;

      ALTER TABLE website_domains_history
        ADD COLUMN website_id uuid,
        ADD COLUMN actor_id uuid,
        ADD COLUMN change text NOT NULL DEFAULT 'checked';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE website_domains_history DROP COLUMN website_id, DROP COLUMN actor_id, DROP COLUMN change;
      DROP INDEX website_domains_website_key, website_domains_partner_idx, website_domains_due_idx;
      ALTER TABLE website_domains DROP COLUMN website_id, DROP COLUMN zone, DROP COLUMN partner_name, DROP COLUMN verification_token,
        DROP COLUMN last_check, DROP COLUMN checked_at, DROP COLUMN next_check_at, DROP COLUMN unchanged_checks;
    `);
  }
}
