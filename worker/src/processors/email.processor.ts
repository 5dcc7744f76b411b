import { UnrecoverableError, type Job } from 'bullmq';
import { emailJobSchema } from '@frontdoor/shared';
import { openJobData, UnsealError } from '@frontdoor/shared/secret-box';
import type { Mailer } from '../mail/mailer.js';

/**
 * The `email` queue: opens the sealed message (the app seals every email, since they carry codes
 * and links: server/src/queues/job-queues.ts), validates it and hands it to the mailer; failures
 * are retried. Data that cannot be opened (not sealed, another AUTH_SECRET, altered) fails at
 * once: retrying cannot open it, and a job nobody sealed is not mail of ours.
 */
export function emailProcessor(mailer: Mailer, key: Buffer) {
  return async (job: Job): Promise<void> => {
    const message = emailJobSchema.parse(openSealed(key, job.data));
    await mailer.send(message);
  };
}

/** A job's sealed data, opened; what cannot be opened fails the job for good (no retries). */
export function openSealed(key: Buffer, data: unknown): unknown {
  try {
    return openJobData(key, data);
  } catch (error) {
    if (error instanceof UnsealError) throw new UnrecoverableError(error.message);
    throw error;
  }
}
