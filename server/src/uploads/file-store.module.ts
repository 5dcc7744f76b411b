import { resolve } from 'node:path';
import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UploadedImagesRepository } from '@frontdoor/data';
import type { Env } from '@frontdoor/shared';
import { repoRoot } from '../common/repo-root.js';
import { ENV } from '../config/config.module.js';
import { FILE_STORE } from './file-store.js';
import { ImageFiles } from './image-files.js';
import { LocalFileStore } from './local-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** UPLOADS_DIR, relative to the repository unless absolute. */
const uploadsDir = (env: Pick<Env, 'UPLOADS_DIR'>) => resolve(repoRoot(), env.UPLOADS_DIR);

/**
 * Where uploaded files are kept (an S3-compatible bucket when UPLOADS_S3_BUCKET is set, else
 * UPLOADS_DIR), the uploads' rows, and the rule of when a photo's files may go: for the uploads
 * feature and for the website deletion path.
 */
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [ENV],
      useFactory: (env: Env) => (env.UPLOADS_S3_BUCKET ? new S3FileStore(env.UPLOADS_S3_BUCKET, env.UPLOADS_S3_PREFIX, env) : new LocalFileStore(uploadsDir(env))),
    },
    { provide: UploadedImagesRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new UploadedImagesRepository(dataSource) },
    ImageFiles,
  ],
  exports: [FILE_STORE, UploadedImagesRepository, ImageFiles],
})
export class FileStoreModule {}
