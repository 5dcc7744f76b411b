import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isAppRoute, publicUrl, type Env } from '@frontdoor/shared';

/** Stands for PUBLIC_URL in prerendered pages (scripts/lib/prerender.mjs writes it). */
const PUBLIC_URL_PLACEHOLDER = '%FRONTDOOR_PUBLIC_URL%';
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
@Controller()
export class ClientAppController {
  private shell?: Promise<string>;
  private readonly prerendered = new Map<string, Promise<string | null>>();
  private readonly compressed = new Map<string, { br?: Buffer; gzip?: Buffer }>();

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
    const route = isAppRoute(req.path);
    const html = (route && (await this.loadPrerendered(req.path))) || (await this.loadShell());
    res
      .status(route ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .setHeader('Vary', 'Accept-Encoding');
    // A handful of pages, each compressed once and kept: a marketing page's first byte stays quick.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (!encoding) return void res.send(html);
    let body = this.compressed.get(html)?.[encoding];
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
      this.compressed.set(html, { ...this.compressed.get(html), [encoding]: body });
    }
    res.setHeader('Content-Encoding', encoding).send(body);
  }

  /**
   * A marketing page's prerendered HTML (client/dist/prerendered, written at build time), with
   * its absolute URLs made from PUBLIC_URL; null for the app's other screens.
   */
  private loadPrerendered(path: string): Promise<string | null> {
    const key = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    let page = this.prerendered.get(key);
    if (!page) {
      const file = join(clientDist(this.env), 'prerendered', key === '/' ? 'index.html' : `${key.slice(1)}.html`);
      page = readFile(file, 'utf8').then(
        (html) => html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl(this.env)),
        () => null,
      );
      this.prerendered.set(key, page);
    }
    return page;
  }

  private loadShell(): Promise<string> {
    this.shell ??= readFile(join(clientDist(this.env), 'index.html'), 'utf8').catch(() => {
      this.shell = undefined;
      return '<!doctype html><title>Frontdoor</title><p>The client is not built yet: run <code>npm start</code>.</p>';
    });
    return this.shell;
  }
}
