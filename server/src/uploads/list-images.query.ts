import { Inject, Injectable } from '@nestjs/common';
import { UploadedImagesRepository } from '@frontdoor/data';
import type { UploadedImageList } from '@frontdoor/shared';
import { DraftAccess } from '../drafts/draft-access.js';
import { ImageUsage } from './image-usage.js';
import { toUploadedImage } from './uploaded-image.js';

/** A website's photos for My Images, newest first, each with whether the draft or the published page shows it. */
@Injectable()
export class ListImages {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(UploadedImagesRepository) private readonly images: UploadedImagesRepository,
    @Inject(ImageUsage) private readonly usage: ImageUsage,
  ) {}

  async execute(userId: string, websiteId: string): Promise<UploadedImageList> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    const [rows, shown] = await Promise.all([this.images.list(websiteId), this.usage.now(websiteId)]);
    return { images: rows.map((row) => toUploadedImage(row, shown)) };
  }
}
