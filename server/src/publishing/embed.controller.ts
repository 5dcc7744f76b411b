import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { siteDocumentSchema } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { WebsiteEntity } from './website.entity.js';

/**
 * A published site's Code Embed, served from its own address so it runs under its own policy:
 * the owner's scripts may run, but always sandboxed (an opaque origin: no access to the page,
 * its cookies or this site's storage), and only framed by the site itself.
 */
@ApiExcludeController()
@Controller('embed')
export class EmbedController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get(':handle/:sectionId')
  async embed(@Param('handle') handle: string, @Param('sectionId') sectionId: string, @Res() res: Response): Promise<void> {
    const site = /^[a-z0-9-]{3,24}$/.test(handle) ? await this.dataSource.manager.findOneBy(WebsiteEntity, { handle }) : null;
    const document = site ? siteDocumentSchema.parse(site.document) : null;
    const section = document?.sections.find((s) => s.id === sectionId && s.type === 'CodeEmbed');
    if (!section || section.type !== 'CodeEmbed' || !section.code.trim()) throw new AppError('not_found');
    res
      .status(200)
      .type('html')
      .setHeader('Content-Security-Policy', "sandbox allow-scripts allow-forms allow-popups; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'")
      .setHeader('X-Content-Type-Options', 'nosniff')
      .setHeader('Cache-Control', 'public, max-age=60, must-revalidate')
      .send(section.code);
  }
}
