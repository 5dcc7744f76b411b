import type { Job } from 'bullmq';
import { emailJobSchema } from '@frontdoor/shared';
import type { Mailer } from '../mail/mailer.js';

/** The `email` queue: validates the payload and hands it to the mailer; failures are retried. */
export function emailProcessor(mailer: Mailer) {
  return async (job: Job): Promise<void> => {
    const message = emailJobSchema.parse(job.data);
    await mailer.send(message);
  };
}
