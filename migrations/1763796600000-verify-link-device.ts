import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An email-verification link proves the address, and proves the password only to the browser that
 * knew it (sign-up, or a sign-in with the right password): the link keeps the hash of that
 * browser's device cookie, like a magic link. Links sent before this have none and are refused.
 */
export class VerifyLinkDevice1763796600000 implements MigrationInterface {
  name = 'VerifyLinkDevice1763796600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_tokens ADD COLUMN device_hash text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_tokens DROP COLUMN device_hash`);
  }
}
