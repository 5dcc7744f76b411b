import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings on the owner's own site (issue 40). A row is a slot taken for a while (a hold, while
 * the visitor fills in the form) or for good (requested, confirmed). The database, not the app,
 * refuses two live rows of one website whose busy time overlaps: an exclusion constraint over
 * [starts_at, busy_until) (the buffer after the appointment included), so two server instances
 * racing for one slot give one booking whatever the timing. Cancelled, declined and expired rows
 * no longer take part. busy_until is the appointment's end plus the service's buffer.
 */
export class Bookings1763824400000 implements MigrationInterface {
  name = 'Bookings1763824400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        website_id uuid NOT NULL REFERENCES draft_websites (id) ON DELETE CASCADE,
        service_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('held', 'requested', 'confirmed', 'cancelled', 'declined', 'expired')),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        busy_until timestamptz NOT NULL,
        hold_expires_at timestamptz,
        name text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        phone text NOT NULL DEFAULT '',
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookings_times CHECK (ends_at > starts_at AND busy_until >= ends_at),
        CONSTRAINT bookings_hold_expires CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
        CONSTRAINT bookings_no_overlap EXCLUDE USING gist (website_id WITH =, tstzrange(starts_at, busy_until, '[)') WITH &&)
          WHERE (status IN ('held', 'requested', 'confirmed'))
      )
    `);
    await q.query(`CREATE INDEX bookings_website_starts ON bookings (website_id, starts_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bookings`);
  }
}
