import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's version (issue 40): bumped whenever its time or state changes after it is made
 * (confirmed, declined, cancelled, moved). The calendar files sent with its emails carry it as
 * SEQUENCE with one stable UID, so a calendar updates the entry it holds; a link or a reminder
 * made for an older version sees it is stale.
 */
export class BookingSequence1763824600000 implements MigrationInterface {
  name = 'BookingSequence1763824600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN sequence integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN sequence`);
  }
}
