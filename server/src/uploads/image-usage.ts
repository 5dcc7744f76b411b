import { Inject, Injectable } from '@nestjs/common';
import { DraftEventStore, UploadedImagesRepository } from '@frontdoor/data';
import { LiveDrafts } from '../collab/live-drafts.js';

/** What a website shows now, as text to find a file's key in: the live draft's JSON and the published page's HTML. */
export interface ShownNow {
  draft: string;
  published: string;
}

/** Whether the draft or the published page shows any of a photo's files. */
export const shownIn = (keys: readonly string[], shown: ShownNow) => ({
  draft: keys.some((key) => shown.draft.includes(key)),
  published: keys.some((key) => shown.published.includes(key)),
});

/**
 * Where a website's photos are used: its live draft (every edit stored so far, this instance's
 * included), its published page, and its versions (History can restore one). A file's key is a
 * hash nothing else contains, so finding it in the text is exact.
 */
@Injectable()
export class ImageUsage {
  constructor(
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(DraftEventStore) private readonly drafts: DraftEventStore,
    @Inject(UploadedImagesRepository) private readonly images: UploadedImagesRepository,
  ) {}

  async now(draftId: string): Promise<ShownNow> {
    await this.live.flush().catch(() => undefined);
    const [draft, published] = await Promise.all([
      // A draft that cannot be loaded (being repaired) is read from its projection.
      this.drafts.load(draftId).then(
        (loaded) => loaded?.document,
        () => this.drafts.storedDocument(draftId),
      ),
      this.images.publishedHtml(draftId),
    ]);
    return { draft: draft ? JSON.stringify(draft) : '', published: published ?? '' };
  }

  /** Which of the keys any version of the draft shows. */
  inVersions(draftId: string, keys: readonly string[]): Promise<Set<string>> {
    return this.images.inVersions(draftId, keys);
  }
}
