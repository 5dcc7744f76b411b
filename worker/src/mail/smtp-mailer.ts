import nodemailer from 'nodemailer';
import type { EmailJob } from '@frontdoor/shared';
import { nodemailerMessage, type Mailer } from './mailer.js';

/** Real delivery through the SMTP server in SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: EmailJob) {
      await transport.sendMail(nodemailerMessage(from, message));
    },
    async close() {
      transport.close();
    },
  };
}
