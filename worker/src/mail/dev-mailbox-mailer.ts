import nodemailer from 'nodemailer';
import type pg from 'pg';
import { normalizeEmail, type EmailJob } from '@frontdoor/shared';
import type { Mailer } from './mailer.js';

/**
 * The offline default: nodemailer still builds the message (so a malformed one fails here as it
 * would over SMTP), and the app keeps it in dev_mailbox, readable at GET /api/dev/mailbox.
 */
export function createDevMailboxMailer(pool: pg.Pool, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message: EmailJob) {
      await transport.sendMail({ from, ...message });
      await pool.query(
        'INSERT INTO dev_mailbox (to_address, subject, text, html) VALUES ($1, $2, $3, $4)',
        [normalizeEmail(message.to), message.subject, message.text, message.html],
      );
    },
    async close() {
      transport.close();
    },
  };
}
