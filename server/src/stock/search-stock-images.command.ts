import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  createDefaultSiteDocument,
  photoSearches,
  siteDocumentSchema,
  STOCK_IMAGES_PER_SEARCH,
  stockIllustrations,
  type Env,
  type ImageSearch,
  type SiteDocument,
  type StockImagesQuery,
  type StockImagesResponse,
} from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { DraftAccess } from '../drafts/draft-access.js';

/**
 * The image picker's stock tab: the keyed providers in order (Unsplash, then Pexels when it fails
 * or finds nothing), each photo with its photographer's credit; without keys, or when no
 * provider answers, drawn illustrations of the site's trade in its colours (offline default).
 */
@Injectable()
export class SearchStockImages {
  private readonly logger = new Logger('StockImages');
  private readonly photos: readonly ImageSearch[];

  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(ENV) env: Env,
  ) {
    this.photos = photoSearches(env);
  }

  /** The route reads the query after its access check (the contract's `afterAccess`): someone with no access learns nothing of it. */
  async execute(userId: string, draftId: string, { q, orientation }: StockImagesQuery): Promise<StockImagesResponse> {
    const { draft } = await this.access.authorize(userId, draftId, 'edit-content');
    const document = this.documentOf(draft.id, draft.document);
    // Photos need words: an empty search asks for the business's own.
    const term = q || document.websiteSettings.businessName;
    for (const search of this.photos) {
      try {
        const images = await search.search({ term, count: STOCK_IMAGES_PER_SEARCH, orientation, palette: document.theme.palette, slot: 'gallery' });
        if (images.length > 0) return { source: search.name as 'Unsplash' | 'Pexels', images };
      } catch (error) {
        this.logger.warn(`${search.name} search failed; trying the next source: ${(error as Error).message}`);
      }
    }
    return { source: 'Illustrations', images: stockIllustrations(document, q, STOCK_IMAGES_PER_SEARCH) };
  }

  /** The draft's last stored document; a default one (its colours) if it does not read. */
  private documentOf(id: string, stored: object): SiteDocument {
    const parsed = siteDocumentSchema.safeParse(stored);
    return parsed.success ? parsed.data : createDefaultSiteDocument({ id, businessName: '' });
  }
}
