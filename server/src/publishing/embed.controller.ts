import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PUBLISHED_CACHE_CONTROL, publicUrl, userContentOrigin, type Env } from '@frontdoor/shared';
import { EMBED_PREVIEW_HTML } from '@frontdoor/shared/render';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { PublishedEmbeds } from './published-embeds.js';

/** What an embed may run: scripts, forms and popups, always in an opaque origin (no allow-same-origin), anything loadable. */
const EMBED_SANDBOX = "sandbox allow-scripts allow-forms allow-popups; default-src * data: blob: 'unsafe-inline' 'unsafe-eval'";

/**
 * The sandbox every embed runs under, framed only by this site's pages (embeds served from the
 * app's own origin, or from a custom domain's own address).
 */
export const EMBED_CSP = `${EMBED_SANDBOX}; frame-ancestors 'self'`;

/**
 * The request destinations of a frame: the only way an embed is shown. A top-level page
 * (`document`), a script's fetch (`empty`) or anything else is refused.
 */
const FRAME_DESTINATIONS = new Set(['iframe', 'frame', 'embed', 'object']);

/**
 * Whether a request may receive an embed. Browsers say what will hold the answer in
 * Sec-Fetch-Dest: only a frame may. A request without the header is served: every browser
 * since 2023 sends it (Chrome 80, Firefox 90, Safari 16.4), so refusing its absence would protect
 * no current browser while breaking a published site's embed for visitors on an older one; and
 * such a page still runs under the sandbox policy, an opaque origin that can reach neither the
 * app's cookies nor its storage (with USERCONTENT_URL set it is not even under the app's address).
 */
export function mayServeEmbed(req: Pick<Request, 'headers'>): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return dest === undefined || FRAME_DESTINATIONS.has(String(dest).toLowerCase());
}

/** Said to someone who opened an embed's address as a page (no markup of the owner's, no script). */
const NOT_A_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title></head>' +
  '<body><h1>Not found</h1><p>This address holds content shown inside a website, not a page of its own.</p></body></html>';

/**
 * A published site's Code Embed, served from its own address so it runs under its own policy:
 * the owner's scripts may run, but always sandboxed (an opaque origin: no access to the page,
 * its cookies or this site's storage), only inside a frame, and only framed by the site.
 *
 * With USERCONTENT_URL set, embeds are served only on that origin, the way large hosts keep
 * user content off their own: the app's origin answers a frame's request with a redirect there
 * (pages published before it was set keep working) and never sends the owner's code itself.
 */
@ApiExcludeController()
@Controller('embed')
export class EmbedController {
  private readonly userContent: string | null;
  private readonly appOrigin: string;

  constructor(
    @Inject(PublishedEmbeds) private readonly embeds: PublishedEmbeds,
    @Inject(ENV) env: Env,
  ) {
    this.userContent = userContentOrigin(env);
    this.appOrigin = new URL(publicUrl(env)).origin;
  }

  /**
   * The designer's embed preview (shared/src/render/embed-preview.ts): a page with no content
   * of its own that writes the code the canvas posts to it, under the same sandbox as a
   * published embed, so the owner's scripts run in the preview but never with the app's origin.
   * Only the designer (the app's origin) frames it.
   */
  @Get('preview')
  preview(@Req() req: Request, @Res() res: Response): void {
    if (!this.allowed(req, res)) return;
    // The app's framing rule (X-Frame-Options) gives way to the embed's own frame-ancestors.
    res.removeHeader('X-Frame-Options');
    res
      .status(200)
      .type('html')
      .setHeader('Content-Security-Policy', this.userContent ? `${EMBED_SANDBOX}; frame-ancestors ${this.appOrigin}` : EMBED_CSP)
      .setHeader('Referrer-Policy', 'no-referrer')
      .setHeader('Cache-Control', 'public, max-age=300')
      .send(EMBED_PREVIEW_HTML);
  }

  @Get(':handle/:sectionId')
  async embed(@Param('handle') handle: string, @Param('sectionId') sectionId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.allowed(req, res)) return;
    const code = await this.embeds.code(handle, sectionId);
    if (!code) throw new AppError('not_found');
    res.removeHeader('X-Frame-Options');
    res
      .status(200)
      .type('html')
      // On the user-content origin the framing pages are the app's (a site at /{handle}) and the
      // site's custom domains. Those cannot be listed here: a domain may be connected after the
      // page was published, and the page's HTML is not rendered again. So any https page may
      // frame it: the embed is public and holds nothing (an opaque origin with no cookies), so
      // being framed elsewhere gives nobody more than copying the code would.
      .setHeader('Content-Security-Policy', this.userContent ? `${EMBED_SANDBOX}; frame-ancestors ${this.appOrigin} https:` : EMBED_CSP)
      // A publish changes the code: checked again on every load (Express's ETag answers 304 meanwhile).
      .setHeader('Cache-Control', PUBLISHED_CACHE_CONTROL)
      .send(code);
  }

  /**
   * Lets a frame's request go on to the embed (true), or answers it here: a top-level page or a
   * fetch gets a 404 page under the app's own headers (already set by security-headers.ts); on the
   * app's origin, when a user-content origin exists, a frame is sent there.
   */
  private allowed(req: Request, res: Response): boolean {
    // Caches must keep the frame's answer and the refusal apart.
    res.setHeader('Vary', 'Sec-Fetch-Dest');
    if (!mayServeEmbed(req)) {
      res.status(404).type('html').setHeader('Cache-Control', 'no-store').send(NOT_A_PAGE_HTML);
      return false;
    }
    if (this.userContent && req.headers.host?.toLowerCase() !== new URL(this.userContent).host) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, `${this.userContent}${req.originalUrl}`);
      return false;
    }
    return true;
  }
}
