import { Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadedImage, UploadedImageList } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { AddImage } from './add-image.command.js';
import { DeleteImage } from './delete-image.command.js';
import { ListImages } from './list-images.query.js';
import { readFileBody } from './read-file-body.js';
import { Route } from '../common/route.decorator.js';

/** The owner's photos of a website (spec §5, "My Images"): the upload's body is the file's bytes. */
@Controller()
export class ImagesController {
  constructor(
    @Inject(AddImage) private readonly addImage: AddImage,
    @Inject(ListImages) private readonly listImages: ListImages,
    @Inject(DeleteImage) private readonly deleteImage: DeleteImage,
  ) {}

  @Route('post /api/websites/{id}/images')
  upload(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadedImage> {
    return this.addImage.execute(auth.userId, id, (limit) => readFileBody(req, limit));
  }

  @Route('get /api/websites/{id}/images')
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<UploadedImageList> {
    return this.listImages.execute(auth.userId, id);
  }

  @Route('delete /api/websites/{id}/images/{imageId}')
  async delete(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('imageId') imageId: string): Promise<void> {
    await this.deleteImage.execute(auth.userId, id, imageId);
  }
}
