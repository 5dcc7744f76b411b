import { sortWebsiteList, type WebsiteListEntry } from '@frontdoor/shared';
import type { DraftWebsiteEntity, EditHolders } from '@frontdoor/data';

/**
 * A list of websites as the websites page shows them (spec §3), own or shared: each draft's
 * address, name, times and who edits it now, newest design first.
 */
export async function websiteList(drafts: readonly DraftWebsiteEntity[], holders: EditHolders): Promise<WebsiteListEntry[]> {
  const editors = await holders.emailsOf(drafts);
  return sortWebsiteList(
    drafts.map((draft) => ({
      draftId: draft.id,
      publishedHandle: draft.handle,
      businessName: String((draft.websiteSettings as { businessName?: string }).businessName ?? ''),
      createdAt: draft.createdAt.toISOString(),
      modifiedAt: draft.modifiedAt.toISOString(),
      lastDesignedAt: draft.lastDesignedAt?.toISOString() ?? null,
      editorEmail: editors.get(draft.id) ?? null,
    })),
  );
}
