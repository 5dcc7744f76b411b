import { Inject, Injectable } from '@nestjs/common';
import { JOB_ATTEMPTS, publishBucketJobSchema, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';

/**
 * Tries of a bucket copy: the spec's backoff reaches its 4-hour cap after 14 tries, so 20 tries
 * ride out a storage outage of about a day before the job is left failed.
 */
const BUCKET_JOB_ATTEMPTS = Math.max(JOB_ATTEMPTS, 20);

/**
 * The bucket copy of published pages (S3_BUCKET set): after a publish, a change of address or a
 * delete, a `publish-bucket` job brings the handles' objects in line with the database. The job
 * is only queued here; the caller never waits for the storage service, and a failed add (Redis
 * away) leaves the app serving the page as always.
 */
@Injectable()
export class PublishedPagesBucket {
  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ENV) private readonly env: Env,
  ) {}

  get enabled(): boolean {
    return Boolean(this.env.S3_BUCKET);
  }

  async changed(handles: string[]): Promise<void> {
    if (!this.enabled || handles.length === 0) return;
    const data = publishBucketJobSchema.parse({ handles: [...new Set(handles)] });
    await this.queues
      .ready('publish-bucket')
      .then((queue) => queue.add('sync', data, { attempts: BUCKET_JOB_ATTEMPTS }))
      .catch(() => undefined);
  }
}
