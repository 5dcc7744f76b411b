import type { DataSource } from 'typeorm';
import type { EmailAttachment } from '@frontdoor/shared';
import { DevMailEntity, type DevMailRecord } from '../entities/dev-mail.entity.js';

/** The development mailbox (dev_mailbox): what the worker "sent" while SMTP_URL is unset. */
export class DevMailboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** `to` must be normalised (normalizeEmail). Attachments are kept as given (none: an empty list). */
  async add(message: { to: string; subject: string; text: string; html: string; attachments?: readonly EmailAttachment[] }): Promise<void> {
    const attachments = (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
    await this.dataSource.query('INSERT INTO dev_mailbox (to_address, subject, text, html, attachments) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      message.to,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(attachments),
    ]);
  }

  /** The newest 50 messages to an address (normalised), newest first. */
  latestTo(to: string): Promise<DevMailRecord[]> {
    return this.dataSource.manager.find(DevMailEntity, { where: { to }, order: { id: 'DESC' }, take: 50 });
  }
}
