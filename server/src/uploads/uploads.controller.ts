import { Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { UploadResult } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { readFileBody } from './read-file-body.js';
import { StoreUpload } from './store-upload.command.js';
import { Route } from '../common/route.decorator.js';

/** The logo and browser-icon uploads of a website: the body is the file's bytes. */
@Controller()
export class UploadsController {
  constructor(@Inject(StoreUpload) private readonly storeUpload: StoreUpload) {}

  @Route('post /api/websites/{id}/uploads/favicon')
  favicon(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadResult> {
    return this.storeUpload.execute(auth.userId, id, 'favicon', (limit) => readFileBody(req, limit));
  }

  @Route('post /api/websites/{id}/uploads/logo')
  logo(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Req() req: Request): Promise<UploadResult> {
    return this.storeUpload.execute(auth.userId, id, 'logo', (limit) => readFileBody(req, limit));
  }
}
