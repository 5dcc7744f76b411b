import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { disconnectEmailJobSchema, type DisconnectEmailJob, type DomainState } from '@frontdoor/shared';
import { LiveEvents } from '../events/live-events.js';
import { PublishedPages } from '../publishing/published-pages.js';
import { JobQueues } from '../queues/job-queues.js';
import { SitemapRebuild } from '../websites/sitemap-rebuild.js';
import { DomainRoutes } from './domain-routes.js';

/** A domain that changed: its name, its state now (null: deleted), the websites and addresses concerned. */
export interface DomainChange {
  domainName: string;
  state: DomainState | null;
  websiteIds: readonly string[];
  handles: readonly string[];
  /** The checker has work on it now: it looks at once rather than at its next round. */
  check: boolean;
}

/**
 * What follows a change of a domain made in the app (the worker does the same for its checks):
 * every instance forgets how the domain and the site's address are served, the sitemaps follow,
 * and the owner's and editors' open designers and website lists are told at once (/events).
 * Best effort: the change itself is already stored, and short cache lifetimes bound the rest.
 */
@Injectable()
export class DomainChanges {
  private readonly logger = new Logger('DomainChanges');

  constructor(
    @Inject(DomainRoutes) private readonly routes: DomainRoutes,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(SitemapRebuild) private readonly sitemaps: SitemapRebuild,
    @Inject(LiveEvents) private readonly live: LiveEvents,
    @Inject(JobQueues) private readonly queues: JobQueues,
  ) {}

  async announce(change: DomainChange): Promise<void> {
    await this.routes.changed([change.domainName]);
    const handles = [...new Set(change.handles)];
    if (handles.length) {
      await this.pages.changed(handles);
      await this.sitemaps.rebuild(handles);
    }
    for (const websiteId of new Set(change.websiteIds)) {
      await this.live.toWebsite(websiteId, { type: 'domain-state-changed', websiteId, domainName: change.domainName, state: change.state });
    }
    if (change.check) await this.checkDue();
  }

  /** Asks the worker for a round of checks now (the domains due then), not at the next repeat. */
  async checkDue(): Promise<void> {
    await this.queues
      .ready('domain-poll')
      .then((queue) => queue.add('sweep', {}, { jobId: `sweep-${randomUUID()}`, attempts: 1, removeOnComplete: true, removeOnFail: true }))
      .catch((error: Error) => this.logger.warn(`Domain check not queued (the next round takes it): ${error.message}`));
  }

  /** Queues the disconnect email request (spec §4, §7), once per disconnection. */
  async requestDisconnectEmail(job: DisconnectEmailJob, disconnectionId: string): Promise<void> {
    await this.queues
      .ready('domain-poll')
      .then((queue) => queue.add('disconnect-email', disconnectEmailJobSchema.parse(job), { jobId: `disconnect-email-${disconnectionId}` }))
      .catch((error: Error) => this.logger.warn(`Disconnect email not requested for ${job.domain}: ${error.message}`));
  }
}
