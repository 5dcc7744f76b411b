import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WebsiteEntity } from './website.entity.js';

export interface PublishedPage {
  html: string;
  etag: string;
  csp: string;
}

/** Reads a published page: one indexed read by handle, never a render. */
@Injectable()
export class PublishedPages {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  find(handle: string): Promise<PublishedPage | null> {
    if (!/^[a-z0-9-]{3,24}$/.test(handle)) return Promise.resolve(null);
    return this.dataSource.manager.findOne(WebsiteEntity, { where: { handle }, select: { html: true, etag: true, csp: true } });
  }
}
