import type { EmailJob } from '@frontdoor/shared';

/** Sends one message. Implementations: SMTP (SMTP_URL) or the development mailbox. */
export interface Mailer {
  send(message: EmailJob): Promise<void>;
  close(): Promise<void>;
}

/**
 * The message nodemailer builds, the same for both mailers. Attachments are plain parts with the
 * given name, type and text (a calendar file is `text/calendar; charset=utf-8; method=REQUEST`:
 * mail programs offer it as an invitation), rather than nodemailer's `icalEvent`, which takes one
 * event only and sends it twice (as an alternative body and as `application/ics`). Only the three
 * fields are passed on, and nodemailer may read no file or URL for a message of ours.
 */
export function nodemailerMessage(from: string, message: EmailJob) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
