import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UploadedImagesRepository, type StoredImageSizes } from '@frontdoor/data';
import { imageUploadProblem, LIMITS, type UploadedImage } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { ImageFiles } from './image-files.js';
import { ImageUsage } from './image-usage.js';
import { processPhoto } from './process-photo.js';
import { PHOTO_SLOTS, ProcessingSlots } from './processing-slots.js';
import { sniffImage } from './sniff-image.js';
import { toUploadedImage, uploadUrl } from './uploaded-image.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A photo added to a website's images (spec §5, "My Images") by its owner or a guest editor.
 * Cheap refusals come first: access, a full My Images (36), then the body (read up to 15 MB),
 * its format and pixels read from the bytes. The same photo sent again is the one already
 * there. Then it is processed (processPhoto, a few at a time on this instance), its sizes stored
 * under the SHA-256 of their bytes, and its row recorded, in that order: a store that fails
 * records nothing ('Upload error').
 */
@Injectable()
export class AddImage {
  private readonly logger = new Logger('Uploads');
  private readonly slots = new ProcessingSlots(PHOTO_SLOTS);

  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(UploadedImagesRepository) private readonly images: UploadedImagesRepository,
    @Inject(ImageFiles) private readonly files: ImageFiles,
    @Inject(ImageUsage) private readonly usage: ImageUsage,
  ) {}

  async execute(userId: string, websiteId: string, readBody: (limit: number) => Promise<Uint8Array>): Promise<UploadedImage> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    if ((await this.images.count(websiteId)) >= LIMITS.imagesPerWebsite) throw new AppError('image_limit_reached');
    const bytes = await readBody(LIMITS.maxImageBytes).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'upload_too_large' ? new AppError('image_too_large') : error;
    });
    const problem = imageUploadProblem({ bytes: bytes.length, image: sniffImage(bytes) });
    if (problem) throw new AppError(problem);

    const sourceSha256 = sha256(bytes);
    const same = await this.images.findBySource(websiteId, sourceSha256);
    if (same) return toUploadedImage(same, await this.usage.now(websiteId));

    const photo = await this.slots.run(() => processPhoto(bytes));
    // Each size under the SHA-256 of its own bytes.
    const stored = (Object.keys(photo.sizes) as (keyof typeof photo.sizes)[]).map((name) => ({
      name,
      key: `${sha256(photo.sizes[name].bytes)}.webp`,
      ...photo.sizes[name],
    }));
    const files = stored.map(({ key, bytes: encoded }) => ({ key, bytes: encoded }));
    const sizes = Object.fromEntries(
      stored.map(({ name, key, width, height, bytes: encoded }) => [name, { key, width, height, bytes: encoded.length }]),
    ) as StoredImageSizes;

    const recorded = await this.images
      .add(
        {
          websiteId,
          userId,
          sourceSha256,
          url: uploadUrl(sizes.regular.key),
          bytes: bytes.length,
          width: sizes.raw.width,
          height: sizes.raw.height,
          sizes,
          placeholder: photo.placeholder,
        },
        LIMITS.imagesPerWebsite,
        () => this.files.put(files),
      )
      .catch((error: unknown) => {
        this.logger.error({ message: 'A photo could not be stored', websiteId, error: (error as Error).message });
        throw new AppError('upload_failed');
      });
    if (recorded.status === 'website-gone') throw new AppError('website_not_found');
    if (recorded.status === 'limit-reached') {
      // Another upload took the last place meanwhile: these files are nobody's.
      await this.files.deleteUnnamed(
        files.map((file) => file.key),
        { websiteId },
      );
      throw new AppError('image_limit_reached');
    }
    return toUploadedImage(recorded.image, await this.usage.now(websiteId));
  }
}
