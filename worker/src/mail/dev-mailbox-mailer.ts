import nodemailer from 'nodemailer';
import { normalizeEmail, type EmailJob } from '@frontdoor/shared';
import type { DevMailboxRepository } from '@frontdoor/data';
import { nodemailerMessage, type Mailer } from './mailer.js';

/**
 * The offline default: nodemailer still builds the message (so a malformed one fails here as it
 * would over SMTP), and the app keeps it, attachments included, in dev_mailbox, readable at
 * GET /api/dev/mailbox.
 */
export function createDevMailboxMailer(mailbox: DevMailboxRepository, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message: EmailJob) {
      await transport.sendMail(nodemailerMessage(from, message));
      await mailbox.add({
        to: normalizeEmail(message.to),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
      });
    },
    async close() {
      transport.close();
    },
  };
}
