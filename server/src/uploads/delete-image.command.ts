import { Inject, Injectable } from '@nestjs/common';
import { UploadedImagesRepository } from '@frontdoor/data';
import { ERROR_DETAILS } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { ImageFiles } from './image-files.js';
import { ImageUsage, shownIn } from './image-usage.js';

/**
 * Removes a photo from My Images. A published page never breaks: while the draft, the published
 * page or a version History can restore shows the photo, its row stays hidden and its files stay;
 * otherwise the row goes and so do the files no other row names. Photos removed earlier that
 * nothing shows any more go the same way now.
 */
@Injectable()
export class DeleteImage {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(UploadedImagesRepository) private readonly images: UploadedImagesRepository,
    @Inject(ImageUsage) private readonly usage: ImageUsage,
    @Inject(ImageFiles) private readonly files: ImageFiles,
  ) {}

  async execute(userId: string, websiteId: string, imageId: string): Promise<void> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    const image = await this.images.find(websiteId, imageId);
    if (!image) {
      const { code, message } = ERROR_DETAILS.image_not_found;
      throw new AppError(code, undefined, message);
    }
    const removedEarlier = await this.images.removed(websiteId);
    const shown = await this.usage.now(websiteId);
    const candidates = [image, ...removedEarlier];
    const inVersions = await this.usage.inVersions(websiteId, [...new Set(candidates.flatMap((candidate) => candidate.storageKeys ?? []))]);
    const unused: string[] = [];
    for (const candidate of candidates) {
      const keys = candidate.storageKeys ?? [];
      const { draft, published } = shownIn(keys, shown);
      const used = draft || published || keys.some((key) => inVersions.has(key));
      if (candidate === image) await this.images.remove(candidate.id, used);
      else if (!used) await this.images.remove(candidate.id, false);
      if (!used) unused.push(...keys);
    }
    await this.files.deleteUnnamed(unused, { websiteId });
  }
}
