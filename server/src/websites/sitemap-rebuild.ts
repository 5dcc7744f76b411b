import { Inject, Injectable } from '@nestjs/common';
import { JobQueues } from '../queues/job-queues.js';

/** Asks the worker to rebuild the sitemaps holding these handles (best effort: Redis away skips it). */
@Injectable()
export class SitemapRebuild {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  async rebuild(handles: string[]): Promise<void> {
    await this.queues
      .ready('sitemap-build')
      .then((queue) => queue.add('rebuild', { handles }))
      .catch(() => undefined);
  }
}
