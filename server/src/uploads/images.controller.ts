import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadedImage, UploadedImageList } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { WebsiteImages } from './website-images.service.js';
import { readFileBody } from './read-file-body.js';
import { UPLOAD_RATE_LIMIT } from './uploads.controller.js';

/** The owner's photos of a website (spec §5, "My Images"): upload, list, delete. */
@Controller('api/websites/:id/images')
@UseGuards(AuthGuard, RateLimitGuard)
export class ImagesController {
  constructor(@Inject(WebsiteImages) private readonly images: WebsiteImages) {}

  @Post()
  @HttpCode(201)
  @RateLimit(UPLOAD_RATE_LIMIT)
  upload(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadedImage> {
    return this.images.upload(auth.userId, id, (limit) => readFileBody(req, limit));
  }

  @Get()
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<UploadedImageList> {
    return this.images.list(auth.userId, id);
  }

  @Delete(':imageId')
  @HttpCode(204)
  async delete(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Param('imageId') imageId: string): Promise<void> {
    await this.images.delete(auth.userId, id, imageId);
  }
}
