import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CollabModule } from '../collab/collab.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { AddImage } from './add-image.command.js';
import { DeleteImage } from './delete-image.command.js';
import { FileStoreModule } from './file-store.module.js';
import { ImageUsage } from './image-usage.js';
import { ImagesController } from './images.controller.js';
import { ListImages } from './list-images.query.js';
import { StoreUpload } from './store-upload.command.js';
import { UploadedFilesController } from './uploaded-files.controller.js';
import { UploadsController } from './uploads.controller.js';

/** Uploads (spec §5): the logo and browser-icon calls, the owner's photos (My Images), and the stored files they answer with. */
@Module({
  imports: [AuthModule, DraftsModule, CollabModule, FileStoreModule],
  controllers: [UploadsController, ImagesController, UploadedFilesController],
  providers: [StoreUpload, AddImage, ListImages, DeleteImage, ImageUsage],
})
export class UploadsModule {}
