import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { renderPublishedPage } from '@frontdoor/shared/render';
import { isReservedHandle, isValidHandle, normalizeHandle, publicUrl, siteDocumentSchema, userContentOrigin, withoutSamples, type Env, type PublishResult } from '@frontdoor/shared';
import { mayDo } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { DraftEventStore } from '@frontdoor/data';
import { JobQueues } from '../queues/job-queues.js';
import { publishedPageCsp, etagOf } from './content-security-policy.js';
import { PublishedPages } from './published-pages.js';
import { WebsiteEntity } from '@frontdoor/data';
import { authorizeWebsite } from '../drafts/draft-access.js';
import { CollabServer } from '../collab/collab-server.js';
import { LiveEvents } from '../events/live-events.js';
import { WebsiteDeletion } from '../websites/website-deletion.js';


/** Form endpoints of a published site (same origin, so custom domains work too). */
export const formActions = (handle: string) => ({
  contact: `/api/public/${handle}/contact`,
  newsletter: `/api/public/${handle}/newsletter`,
});

/**
 * Publishing (spec §4 Website): the draft gets the handle and last-published time, and the
 * published document is written under the handle with its HTML rendered once. A handle in use
 * by another site fails with 'Web address already in use'; a new handle for a published site
 * republishes it and the old address stops working.
 */
@Injectable()
export class PublishingService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(DraftEventStore) private readonly drafts: DraftEventStore,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ENV) private readonly env: Env,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(CollabServer) private readonly collab: CollabServer,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
    @Inject(WebsiteDeletion) private readonly websiteDeletion: WebsiteDeletion,
  ) {}

  async isAvailable(rawHandle: string): Promise<boolean> {
    const handle = this.validHandle(rawHandle);
    if (isReservedHandle(handle)) return false;
    return (await this.dataSource.manager.countBy(WebsiteEntity, { handle })) === 0;
  }

  async publish(userId: string, draftId: string, rawHandle: string, now = new Date()): Promise<PublishResult> {
    const handle = this.validHandle(rawHandle);
    // A product page's address reads as taken: the owner picks another, as for any taken one.
    if (isReservedHandle(handle)) throw new AppError('handle_in_use');
    const { draft, relation } = await authorizeWebsite(this.dataSource.manager, userId, draftId, 'publish');
    // Guests republish at the current address; a first address or a new one is the owner's (spec §6).
    if (draft.handle !== handle && !mayDo(relation, 'publish-new-address')) throw new AppError('forbidden');
    // The live document, not the periodic projection: every edit stored so far is published.
    await this.collab.batcher.flush().catch(() => undefined);
    const live = await this.drafts.load(draftId);
    const document = siteDocumentSchema.parse(live?.document ?? draft.document);
    document.websiteSettings.handle = handle;
    document.websiteSettings.lastPublishedAt = now.toISOString();
    // Sample reviews and team members stay in the draft (and in the published version History
    // keeps, which 'Unsaved changes' compares the live document with) but not on the page.
    const { document: published, leftOut } = withoutSamples(document);
    const canonicalUrl = `${publicUrl(this.env)}/${handle}`;
    const page = renderPublishedPage(published, {
      canonicalUrl,
      forms: formActions(handle),
      // From the user-content origin when there is one (USERCONTENT_URL), else from the page's
      // own address (the app's, or a custom domain's): see embed.controller.ts.
      embedUrl: (sectionId) => `${userContentOrigin(this.env) ?? ''}/embed/${handle}/${encodeURIComponent(sectionId)}`,
    });
    const csp = publishedPageCsp(page, Boolean(document.websiteSettings.analyticsMeasurementId), userContentOrigin(this.env));

    let previousHandle: string | undefined;
    try {
      await this.dataSource.transaction(async (manager) => {
        // One publish of a draft at a time (a double-clicked Publish): the second then finds the
        // address its own and republishes, instead of failing on the first one's row.
        await manager.query('SELECT id FROM draft_websites WHERE id = $1 FOR UPDATE', [draftId]);
        const taken = await manager.findOneBy(WebsiteEntity, { handle });
        if (taken && taken.draftId !== draftId) throw new AppError('handle_in_use');
        const previous = await manager.findOneBy(WebsiteEntity, { draftId });
        if (previous && previous.handle !== handle) {
          previousHandle = previous.handle;
          await manager.delete(WebsiteEntity, { handle: previous.handle });
        }
        await manager.save(WebsiteEntity, {
          handle,
          draftId,
          userId: draft.userId,
          version: document.version,
          websiteSettings: published.websiteSettings,
          document: published,
          html: page.html,
          etag: etagOf(page.html),
          csp,
          createdAt: previous?.createdAt ?? now,
          modifiedAt: now,
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('handle_in_use');
      throw error;
    }
    await this.drafts.appendEvent(draftId, {
      kind: 'published',
      actorId: userId,
      // The published document is also a saved version (History lists and restores it).
      data: { handle, previousHandle: previousHandle ?? null, document },
      projection: { handle, lastPublishedAt: now },
    });
    await this.pages.changed([handle, ...(previousHandle ? [previousHandle] : [])]);
    await this.liveEvents.toWebsite(draftId, { type: 'draft-published', websiteId: draftId, handle });
    await this.rebuildSitemaps([handle, ...(previousHandle ? [previousHandle] : [])]);
    return { handle, url: canonicalUrl, publishedAt: now.toISOString(), leftOut };
  }

  /** Deletes a website: its published document first (if any), then the draft and its events. */
  async delete(userId: string, draftId: string): Promise<void> {
    await authorizeWebsite(this.dataSource.manager, userId, draftId, 'delete-website');
    await this.websiteDeletion.delete(draftId);
  }

  private async rebuildSitemaps(handles: string[]): Promise<void> {
    await this.queues.ready('sitemap-build').then((queue) => queue.add('rebuild', { handles })).catch(() => undefined);
  }

  private validHandle(raw: string): string {
    const handle = normalizeHandle(raw);
    if (!isValidHandle(handle)) throw new AppError('handle_invalid');
    return handle;
  }

}
