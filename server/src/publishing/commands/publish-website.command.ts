import { Inject, Injectable } from '@nestjs/common';
import { renderPublishedPage } from '@frontdoor/shared/render';
import {
  analyticsId,
  isReservedHandle,
  mayDo,
  publicUrl,
  siteDocumentSchema,
  userContentOrigin,
  withoutSamples,
  type Env,
  type PublishResult,
  type SiteDocument,
} from '@frontdoor/shared';
import { DraftEventStore, DraftVersions, HandleInUseError, PublishedWebsites } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { ENV } from '../../config/config.module.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveDrafts } from '../../collab/live-drafts.js';
import { LiveEvents } from '../../events/live-events.js';
import { publishedPageCsp, etagOf } from '../content-security-policy.js';
import { PublishedPages } from '../published-pages.js';
import { SitemapRebuild } from '../../websites/sitemap-rebuild.js';
import { validHandle } from '../valid-handle.js';

/** Form endpoints of a published site (same origin, so custom domains work too). */
export const formActions = (handle: string) => ({
  contact: `/api/public/${handle}/contact`,
  newsletter: `/api/public/${handle}/newsletter`,
  booking: `/api/public/${handle}/book`,
  tap: `/api/public/${handle}/tap`,
});

/**
 * Publishing (spec §4 Website): the draft gets the handle and last-published time, and the
 * published document is written under the handle with its HTML rendered once. A handle in use
 * by another site fails with 'Web address already in use'; a new handle for a published site
 * republishes it and the old address stops working.
 */
@Injectable()
export class PublishWebsite {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(DraftEventStore) private readonly drafts: DraftEventStore,
    @Inject(PublishedWebsites) private readonly websites: PublishedWebsites,
    @Inject(ENV) private readonly env: Env,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
    @Inject(SitemapRebuild) private readonly sitemaps: SitemapRebuild,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
    @Inject(DraftVersions) private readonly versions: DraftVersions,
  ) {}

  async execute(userId: string, draftId: string, rawHandle: string, now = new Date()): Promise<PublishResult> {
    // The address is judged before the website, as it always was: its answer tells nothing
    // about any website (a product page's address reads as taken, as for any taken one).
    const handle = validHandle(rawHandle);
    if (isReservedHandle(handle)) throw new AppError('handle_in_use');
    const { draft, relation } = await this.access.authorize(userId, draftId, 'publish');
    // Guests republish at the current address; a first address or a new one is the owner's (spec §6).
    if (draft.handle !== handle && !mayDo(relation, 'publish-new-address')) throw new AppError('forbidden');
    // The live document, not the periodic projection: every edit stored so far is published.
    await this.live.flush().catch(() => undefined);
    const live = await this.drafts.load(draftId);
    const document = siteDocumentSchema.parse(live?.document ?? draft.document);
    document.websiteSettings.handle = handle;
    document.websiteSettings.lastPublishedAt = now.toISOString();
    // Sample reviews, team members and FAQs stay in the draft (and in the published version History
    // keeps, which 'Unsaved changes' compares the live document with) but not on the page.
    const { document: published, leftOut } = withoutSamples(document);
    const canonicalUrl = `${publicUrl(this.env)}/${handle}`;
    const rendered = renderPublishedPage(published, {
      canonicalUrl,
      forms: formActions(handle),
      // From the user-content origin when there is one (USERCONTENT_URL), else from the page's
      // own address (the app's, or a custom domain's): see embed.controller.ts.
      embedUrl: (sectionId) => `${userContentOrigin(this.env) ?? ''}/embed/${handle}/${encodeURIComponent(sectionId)}`,
      // Served from a bucket behind a CDN, the page reports its own views (the app does not see them).
      countUrl: this.env.S3_BUCKET !== undefined && this.env.VISITOR_STATISTICS === 'on' ? `/api/public/${handle}/view` : undefined,
    });
    const csp = publishedPageCsp(rendered, analyticsId(document.websiteSettings.analyticsMeasurementId) !== undefined, userContentOrigin(this.env));

    const { previousHandle, sequence } = await this.write({
      handle,
      draftId,
      ownerId: draft.userId,
      actorId: userId,
      document,
      published,
      page: rendered.html,
      csp,
      now,
    });
    // The open designers now compare with it: no 'changes not yet published', nothing unsaved.
    const recorded = await this.versions.get(draftId, sequence);
    if (recorded) {
      const { document: saved, ...version } = recorded;
      this.live.announcePublished(draftId, { version, document: saved });
    }
    await this.pages.changed([handle, ...(previousHandle ? [previousHandle] : [])]);
    await this.liveEvents.toWebsite(draftId, { type: 'draft-published', websiteId: draftId, handle });
    // Recorded with the page; queueing it is best effort (the app queues what is left on start).
    await this.sitemaps.rebuild([handle, ...(previousHandle ? [previousHandle] : [])]);
    return { handle, url: canonicalUrl, publishedAt: now.toISOString(), leftOut };
  }

  /**
   * Everything a publish stores, in one transaction (a process stopped at any point leaves the
   * old state or the new one, never half: server/test/publish-kill.test.ts): the page under its
   * handle (a previous handle of the draft released), the custom domain following the new
   * address, the 'published' event with the projection (handle, last published), and the sitemap
   * buckets to rebuild. One publish of a draft at a time (a double-clicked Publish): the second
   * waits on the draft's lock, then finds the address its own and republishes.
   */
  private async write(input: {
    handle: string;
    draftId: string;
    ownerId: string;
    actorId: string;
    document: SiteDocument;
    published: SiteDocument;
    page: string;
    csp: string;
    now: Date;
  }): Promise<{ previousHandle: string | null; sequence: number }> {
    const { handle, draftId, actorId, document, published, now } = input;
    try {
      return await this.websites.transaction(async (tx) => {
        await tx.lockDraft(draftId);
        const holder = await tx.holderOf(handle);
        if (holder && holder !== draftId) throw new AppError('handle_in_use');
        const previous = await tx.pageOf(draftId);
        const previousHandle = previous && previous.handle !== handle ? previous.handle : null;
        if (previousHandle) await tx.release(previousHandle);
        await tx.write({
          handle,
          draftId,
          userId: input.ownerId,
          version: document.version,
          websiteSettings: published.websiteSettings,
          document: published,
          html: input.page,
          etag: etagOf(input.page),
          csp: input.csp,
          createdAt: previous?.createdAt ?? now,
          modifiedAt: now,
        });
        // The website's custom domain follows its address (spec §4 Custom domain).
        await tx.moveDomain(draftId, handle, actorId, now);
        const appended = await tx.appendEvent(draftId, {
          kind: 'published',
          actorId,
          // The published document is also a saved version (History lists and restores it).
          data: { handle, previousHandle, document },
          projection: { handle, lastPublishedAt: now },
        });
        if (appended.status !== 'appended') throw new AppError('website_not_found');
        await tx.requestSitemaps([handle, ...(previousHandle ? [previousHandle] : [])]);
        return { previousHandle, sequence: appended.sequence };
      });
    } catch (error) {
      if (error instanceof HandleInUseError) throw new AppError('handle_in_use');
      throw error;
    }
  }
}
