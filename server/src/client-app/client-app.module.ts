import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing/publishing.module.js';
import { ClientAppController } from './client-app.controller.js';

@Module({ imports: [PublishingModule], controllers: [ClientAppController] })
export class ClientAppModule {}
