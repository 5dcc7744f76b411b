import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { siteDocumentSchema } from '@frontdoor/shared';
import { EMBED_PREVIEW_HTML } from '@frontdoor/shared/render';
import { AppError } from '../common/app-error.js';
import { WebsiteEntity } from './website.entity.js';

/**
 * The sandbox every embed runs under: scripts, forms and popups allowed, always in an opaque
 * origin (no allow-same-origin), anything loadable, and framed only by this site's pages.
 */
export const EMBED_CSP = "sandbox allow-scripts allow-forms allow-popups; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'";

/**
 * A published site's Code Embed, served from its own address so it runs under its own policy:
 * the owner's scripts may run, but always sandboxed (an opaque origin: no access to the page,
 * its cookies or this site's storage), and only framed by the site itself.
 */
@ApiExcludeController()
@Controller('embed')
export class EmbedController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The designer's embed preview (shared/src/render/embed-preview.ts): a page with no content
   * of its own that writes the code the canvas posts to it, under the same sandbox as a
   * published embed, so the owner's scripts run in the preview but never with the app's origin.
   */
  @Get('preview')
  preview(@Res() res: Response): void {
    res
      .status(200)
      .type('html')
      .setHeader('Content-Security-Policy', EMBED_CSP)
      .setHeader('X-Content-Type-Options', 'nosniff')
      .setHeader('Referrer-Policy', 'no-referrer')
      .setHeader('Cache-Control', 'public, max-age=300')
      .send(EMBED_PREVIEW_HTML);
  }

  @Get(':handle/:sectionId')
  async embed(@Param('handle') handle: string, @Param('sectionId') sectionId: string, @Res() res: Response): Promise<void> {
    const site = /^[a-z0-9-]{3,24}$/.test(handle) ? await this.dataSource.manager.findOneBy(WebsiteEntity, { handle }) : null;
    const document = site ? siteDocumentSchema.parse(site.document) : null;
    const section = document?.sections.find((s) => s.id === sectionId && s.type === 'CodeEmbed');
    if (!section || section.type !== 'CodeEmbed' || !section.code.trim()) throw new AppError('not_found');
    res
      .status(200)
      .type('html')
      .setHeader('Content-Security-Policy', EMBED_CSP)
      .setHeader('X-Content-Type-Options', 'nosniff')
      .setHeader('Cache-Control', 'public, max-age=60, must-revalidate')
      .send(section.code);
  }
}
