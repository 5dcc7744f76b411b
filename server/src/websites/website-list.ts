import { sortWebsiteList, type WebsiteListEntry } from '@frontdoor/shared';
import type { DomainsRepository, DraftWebsiteRecord, EditHolders, VisitStatisticsRepository } from '@frontdoor/data';

/**
 * A list of websites as the websites page shows them (spec §3), own or shared: each draft's
 * address, name, times, who edits it now, its custom domain and, published, its visits of the
 * last 7 days (issue 42), newest design first.
 */
export async function websiteList(
  drafts: readonly DraftWebsiteRecord[],
  holders: EditHolders,
  domains: DomainsRepository,
  visits: VisitStatisticsRepository,
): Promise<WebsiteListEntry[]> {
  const editors = await holders.emailsOf(drafts);
  const attached = await domains.listed(drafts.map((draft) => draft.id));
  const visited = await visits.recentVisits(drafts.filter((draft) => draft.handle).map((draft) => draft.id));
  return sortWebsiteList(
    drafts.map((draft) => ({
      draftId: draft.id,
      publishedHandle: draft.handle,
      businessName: String((draft.websiteSettings as { businessName?: string }).businessName ?? ''),
      createdAt: draft.createdAt.toISOString(),
      modifiedAt: draft.modifiedAt.toISOString(),
      lastDesignedAt: draft.lastDesignedAt?.toISOString() ?? null,
      editorEmail: editors.get(draft.id) ?? null,
      domain: attached.get(draft.id) ?? null,
      recentVisits: draft.handle ? (visited.get(draft.id) ?? 0) : null,
    })),
  );
}
