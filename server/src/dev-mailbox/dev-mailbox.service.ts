import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail, type DevMail } from '@frontdoor/shared';
import { DevMailboxRepository } from '@frontdoor/data';

/** The development mailbox: messages the worker "sent" while SMTP_URL is unset. Never in production. */
@Injectable()
export class DevMailboxService {
  constructor(@Inject(DevMailboxRepository) private readonly mailbox: DevMailboxRepository) {}

  /** The newest messages to an address, newest first. */
  async latestTo(to: string): Promise<DevMail[]> {
    const rows = await this.mailbox.latestTo(normalizeEmail(to));
    return rows.map(({ to, subject, text, html, attachments, createdAt }) => ({
      to,
      subject,
      text,
      html,
      attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      createdAt: createdAt.toISOString(),
    }));
  }
}
