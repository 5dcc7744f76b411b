import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { REDIS_CHANNELS, type LiveEvent } from '@frontdoor/shared';
import type { InvitesRepository, WebsiteDomainRecord } from '@frontdoor/data';

/**
 * What follows a check from the worker, through Redis like the app's own changes
 * (server/src/domains/domain-changes.ts): the owner's and editors' screens hear of it at once
 * (/events), and after a change of state every server instance forgets how the domain is served,
 * and the site's address (which redirects to a connected domain) and sitemaps follow.
 */
export class DomainNotices {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly invites: InvitesRepository,
    private readonly sitemaps: Pick<Queue, 'add'>,
  ) {}

  async checked(domain: WebsiteDomainRecord, stateChanged: boolean): Promise<void> {
    if (stateChanged) {
      await this.redis.publish(REDIS_CHANNELS.domains(this.prefix), domain.domainName).catch(() => undefined);
      if (domain.websiteName) {
        await this.redis.publish(REDIS_CHANNELS.publishedPages(this.prefix), domain.websiteName).catch(() => undefined);
        await this.sitemaps.add('rebuild', { handles: [domain.websiteName] }).catch(() => undefined);
      }
    }
    if (!domain.websiteId) return;
    const event: LiveEvent = { type: 'domain-state-changed', websiteId: domain.websiteId, domainName: domain.domainName, state: domain.state };
    const userIds = await this.invites.websiteUsers(domain.websiteId).catch(() => []);
    if (userIds.length) await this.redis.publish(REDIS_CHANNELS.liveEvents(this.prefix), JSON.stringify({ userIds, event })).catch(() => undefined);
  }
}
