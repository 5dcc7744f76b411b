import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { CollabServer } from './collab-server.js';
import { VersionsController } from './versions.controller.js';
import { EditControlController } from './edit-control.controller.js';

@Module({ imports: [AuthModule, DraftsModule], controllers: [VersionsController, EditControlController], providers: [CollabServer], exports: [CollabServer] })
export class CollabModule {}
