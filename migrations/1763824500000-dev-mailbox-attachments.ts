import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email can carry attachments (a booking's calendar file, `.ics`): the development mailbox
 * keeps them with the message, as a JSON array of { filename, contentType, content }, empty for
 * the messages without any (and for those kept before).
 */
export class DevMailboxAttachments1763824500000 implements MigrationInterface {
  name = 'DevMailboxAttachments1763824500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dev_mailbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE dev_mailbox DROP COLUMN attachments`);
  }
}
