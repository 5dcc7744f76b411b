import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { WebsitesController } from './websites.controller.js';
import { WebsitesService } from './websites.service.js';

@Module({ imports: [AuthModule], controllers: [WebsitesController], providers: [WebsitesService] })
export class WebsitesModule {}
