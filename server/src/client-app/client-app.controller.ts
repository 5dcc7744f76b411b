import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { isAppRoute, type Env } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { clientDist } from './client-dist.js';
import { PublishedPages } from '../publishing/published-pages.js';
import { sendPublishedPage } from '../publishing/published-pages.middleware.js';

/**
 * The app shell for every non-API path: 200 for the client's routes, 404 (with the shell, which
 * shows 'Nothing to see here') for the rest. Published sites at /{handle} will be looked up
 * before the 404 once publishing exists. Registered last so every API route wins.
 */
@ApiExcludeController()
@Controller()
export class ClientAppController {
  private shell?: Promise<string>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(PublishedPages) private readonly pages: PublishedPages,
  ) {}

  @Get('{*path}')
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (req.path === '/api' || req.path.startsWith('/api/')) throw new AppError('not_found');
    if (!isAppRoute(req.path)) {
      // The catch-all /[...websiteHandle]: the first segment names a published site.
      const page = await this.pages.find(req.path.split('/')[1] ?? '');
      if (page) return void sendPublishedPage(req, res, page);
    }
    const html = await this.loadShell();
    res
      .status(isAppRoute(req.path) ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(html);
  }

  private loadShell(): Promise<string> {
    this.shell ??= readFile(join(clientDist(this.env), 'index.html'), 'utf8').catch(() => {
      this.shell = undefined;
      return '<!doctype html><title>Frontdoor</title><p>The client is not built yet: run <code>npm start</code>.</p>';
    });
    return this.shell;
  }
}
