import { Inject, Injectable } from '@nestjs/common';
import { documentImages, siteDocumentSchema, type SiteDocument } from '@frontdoor/shared';
import { DraftEventStore, UploadedImagesRepository } from '@frontdoor/data';
import { LiveDrafts } from '../collab/live-drafts.js';

/** The stored files (by key) a website shows now: in its live draft and on its published page; `all` when a document could not be read (then nothing counts as unused). */
export interface ShownNow {
  draft: ReadonlySet<string> | 'all';
  published: ReadonlySet<string> | 'all';
}

const showsAny = (shown: ReadonlySet<string> | 'all', keys: readonly string[]) => shown === 'all' || keys.some((key) => shown.has(key));

/** Whether the draft or the published page shows any of a photo's files. */
export const shownIn = (keys: readonly string[], shown: ShownNow) => ({ draft: showsAny(shown.draft, keys), published: showsAny(shown.published, keys) });

/**
 * The files a site document shows: every size of each of its pictures, found where the section
 * registry says each section keeps them (section-parts.ts), the logo's, and the browser icon. A
 * file's address ends with its key (`/uploads/<key>`, or the bucket's address of it).
 */
function filesOf(document: SiteDocument): Set<string> {
  const urls = documentImages(document).flatMap((image) => Object.values(image.urls));
  if (document.websiteSettings.faviconUrl) urls.push(document.websiteSettings.faviconUrl);
  return new Set(urls.filter((url): url is string => typeof url === 'string' && url !== '').map((url) => url.slice(url.lastIndexOf('/') + 1)));
}

/** A stored document's files, or `all` when it is not a site document this code can read. */
function filesOfStored(stored: unknown): ReadonlySet<string> | 'all' {
  if (stored === null || stored === undefined) return new Set();
  const parsed = siteDocumentSchema.safeParse(stored);
  return parsed.success ? filesOf(parsed.data) : 'all';
}

/**
 * Where a website's photos are used: its live draft (every edit stored so far, this instance's
 * included), its published page, and its versions (History can restore one).
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
        (loaded) => (loaded ? filesOf(loaded.document) : new Set<string>()),
        async () => filesOfStored(await this.drafts.storedDocument(draftId)),
      ),
      this.images.publishedDocument(draftId).then(filesOfStored),
    ]);
    return { draft, published };
  }

  /** Which of the keys any version of the draft shows (a file's key is a hash nothing else contains, so finding it in a version's stored text is exact). */
  inVersions(draftId: string, keys: readonly string[]): Promise<Set<string>> {
    return this.images.inVersions(draftId, keys);
  }
}
