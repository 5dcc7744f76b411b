import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SitemapsRepository } from '@frontdoor/data';
import { JobQueues } from '../queues/job-queues.js';

/**
 * Asks the worker to rebuild the sitemaps holding these handles (best effort: Redis away skips
 * it). A publish records its buckets in its own transaction (sitemap_rebuilds), so a request
 * whose queueing was lost (the process stopped right after the commit, or Redis was away) is
 * queued again when the app starts.
 */
@Injectable()
export class SitemapRebuild implements OnApplicationBootstrap {
  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(SitemapsRepository) private readonly sitemaps: SitemapsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const buckets = await this.sitemaps.pendingRebuilds().catch(() => []);
    if (buckets.length) await this.queue({ buckets });
  }

  async rebuild(handles: string[]): Promise<void> {
    await this.queue({ handles });
  }

  private async queue(data: { handles: string[] } | { buckets: number[] }): Promise<void> {
    await this.queues
      .ready('sitemap-build')
      .then((queue) => queue.add('rebuild', data))
      .catch(() => undefined);
  }
}
