import type { DraftEventStore, DraftWebsiteRecord } from '@frontdoor/data';
import type { LiveDrafts } from '../collab/live-drafts.js';

/**
 * The draft's document as of every edit a server has acknowledged (issue 38, read your writes).
 * The projection follows Hocuspocus' store debounce (5 s after the last keystroke, up to 30 s
 * while typing), so it is only the last resort: this instance's live document when it holds
 * the draft (edits are acknowledged once applied to it, before they are stored); else the stored
 * snapshot plus the events after it, which every instance appends within tens of milliseconds;
 * the projection alone when nothing was stored after its snapshot, or when the draft cannot be
 * loaded (being repaired).
 */
export async function currentDocument(draft: DraftWebsiteRecord, live: LiveDrafts, store: DraftEventStore): Promise<object> {
  const held = live.liveDocument(draft.id);
  if (held) return held;
  if ((draft.snapshotSequence ?? 0) >= draft.lastSequence) return draft.document;
  const loaded = await store.load(draft.id).catch(() => null);
  return loaded?.document ?? draft.document;
}
