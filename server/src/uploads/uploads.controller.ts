import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadResult } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { readFileBody } from './read-file-body.js';
import { StoreUpload } from './store-upload.command.js';

/** Every upload call of a client address: 120 an hour. */
export const UPLOAD_RATE_LIMIT = { by: 'ip', limit: 120, windowMs: 3600_000 } as const;

/** The logo and browser-icon uploads of a website: the body is the file's bytes. */
@Controller('api/websites/:id/uploads')
@UseGuards(AuthGuard, RateLimitGuard)
export class UploadsController {
  constructor(@Inject(StoreUpload) private readonly storeUpload: StoreUpload) {}

  @Post('favicon')
  @HttpCode(200)
  @RateLimit(UPLOAD_RATE_LIMIT)
  favicon(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadResult> {
    return this.storeUpload.execute(auth.userId, id, 'favicon', (limit) => readFileBody(req, limit));
  }

  @Post('logo')
  @HttpCode(200)
  @RateLimit(UPLOAD_RATE_LIMIT)
  logo(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadResult> {
    return this.storeUpload.execute(auth.userId, id, 'logo', (limit) => readFileBody(req, limit));
  }
}
