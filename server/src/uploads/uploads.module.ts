import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import type { Env } from '@frontdoor/shared';
import { AuthModule } from '../auth/auth.module.js';
import { repoRoot } from '../common/repo-root.js';
import { ENV } from '../config/config.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { FILE_STORE } from './file-store.js';
import { LocalFileStore } from './local-file-store.js';
import { StoreUpload } from './store-upload.command.js';
import { UploadedFilesController } from './uploaded-files.controller.js';
import { UploadsController } from './uploads.controller.js';
import { ImagesController } from './images.controller.js';
import { WebsiteImages } from './website-images.service.js';

/** UPLOADS_DIR, relative to the repository unless absolute. */
export const uploadsDir = (env: Pick<Env, 'UPLOADS_DIR'>) => resolve(repoRoot(), env.UPLOADS_DIR);

/** Uploads (spec §5): the logo and browser-icon calls, and the stored files they answer with. */
@Module({
  imports: [AuthModule, DraftsModule],
  controllers: [UploadsController, ImagesController, UploadedFilesController],
  providers: [{ provide: FILE_STORE, inject: [ENV], useFactory: (env: Env) => new LocalFileStore(uploadsDir(env)) }, StoreUpload, WebsiteImages],
})
export class UploadsModule {}
