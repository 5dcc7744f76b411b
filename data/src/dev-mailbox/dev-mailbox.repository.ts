import type { DataSource } from 'typeorm';
import { DevMailEntity, type DevMailRecord } from '../entities/dev-mail.entity.js';

/** The development mailbox (dev_mailbox): what the worker "sent" while SMTP_URL is unset. */
export class DevMailboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `to` must be normalised (normalizeEmail). */
  async add(message: { to: string; subject: string; text: string; html: string }): Promise<void> {
    await this.dataSource.query('INSERT INTO dev_mailbox (to_address, subject, text, html) VALUES ($1, $2, $3, $4)', [
      message.to,
      message.subject,
      message.text,
      message.html,
    ]);
  }

  /** The newest 50 messages to an address (normalised), newest first. */
  latestTo(to: string): Promise<DevMailRecord[]> {
    return this.dataSource.manager.find(DevMailEntity, { where: { to }, order: { id: 'DESC' }, take: 50 });
  }
}
