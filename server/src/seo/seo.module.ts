import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SitemapsRepository } from '@frontdoor/data';
import { SeoController } from './seo.controller.js';
import { SitemapsService } from './sitemaps.service.js';

@Module({
  controllers: [SeoController],
  providers: [{ provide: SitemapsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new SitemapsRepository(dataSource) }, SitemapsService],
})
export class SeoModule {}
