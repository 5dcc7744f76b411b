import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's version (issue 40): bumped whenever its time or state changes after it is made
 * (confirmed, declined, cancelled, moved). The calendar files sent with its emails carry it as
 * SEQUENCE with one stable UID, so a calendar updates the entry it holds; a link or a reminder
 * made for an older version sees it is stale.
 *
 * And whether the visitor's address is proven: a request from an address new to the site waits,
 * held, until its visitor opens the link emailed to it ('awaiting'); the address is 'verified'
 * from then on, and its later requests go straight to the owner.
 */
export class BookingSequence1763824600000 implements MigrationInterface {
  name = 'BookingSequence1763824600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN sequence integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE bookings ADD COLUMN email_state text NOT NULL DEFAULT 'unchecked' CHECK (email_state IN ('unchecked', 'awaiting', 'verified'))`);
    await q.query(`CREATE INDEX bookings_verified_email ON bookings (website_id, email) WHERE email_state = 'verified'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_verified_email`);
    await q.query(`ALTER TABLE bookings DROP COLUMN email_state`);
    await q.query(`ALTER TABLE bookings DROP COLUMN sequence`);
  }
}
