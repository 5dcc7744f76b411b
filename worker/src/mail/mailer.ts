import type { EmailJob } from '@frontdoor/shared';

/** Sends one message. Implementations: SMTP (SMTP_URL) or the development mailbox. */
export interface Mailer {
  send(message: EmailJob): Promise<void>;
  close(): Promise<void>;
}
