import { UnrecoverableError } from 'bullmq';
import { devMailboxEnabled, type Env } from '@frontdoor/shared';
import type { DevMailboxRepository } from '@frontdoor/data';
import { createDevMailboxMailer } from './dev-mailbox-mailer.js';
import type { Mailer } from './mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** How this worker sends mail, in a word (for its start-up log line). */
export type MailerKind = 'smtp' | 'dev-mailbox' | 'none';

export function mailerKind(env: Env): MailerKind {
  return env.SMTP_URL ? 'smtp' : devMailboxEnabled(env) ? 'dev-mailbox' : 'none';
}

/**
 * SMTP when SMTP_URL is set; else the development mailbox, only where the app shows it (the same
 * rule, shared/src/config/dev-mailbox.ts); else nothing: a message fails with what to set, rather
 * than being kept in a table nobody should read (production without SMTP_URL).
 */
export function createMailer(env: Env, mailbox: DevMailboxRepository): Mailer {
  switch (mailerKind(env)) {
    case 'smtp':
      return createSmtpMailer(env.SMTP_URL!, env.MAIL_FROM);
    case 'dev-mailbox':
      return createDevMailboxMailer(mailbox, env.MAIL_FROM);
    case 'none':
      return {
        async send() {
          throw new UnrecoverableError('No way to send email: set SMTP_URL (the development mailbox exists only with NODE_ENV=development or test)');
        },
        async close() {},
      };
  }
}
