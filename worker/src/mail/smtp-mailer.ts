import nodemailer from 'nodemailer';
import type { EmailJob } from '@frontdoor/shared';
import type { Mailer } from './mailer.js';

/** Real delivery through the SMTP server in SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: EmailJob) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
