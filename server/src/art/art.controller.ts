import { Controller, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parseIllustrationQuery, renderArtworkSvg, renderIllustrationSvg } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { IconSet } from './icon-set.js';
import { Route, RouteQuery, type RouteQueryOf } from '../common/route.decorator.js';

interface Drawn {
  svg: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** How many drawn pictures are kept (a few KB each); the oldest go first. */
const KEPT = 2000;

/**
 * The offline stand-in for stock photos: illustrations of the industry's (or the trade's) icons in the site's
 * colours, and (for documents made before them) abstract artwork. The same query always draws
 * the same picture, so answers are cached for a year and compressed once.
 */
@Controller()
export class ArtController {
  private readonly icons = new IconSet();
  private readonly drawn = new Map<string, Drawn>();

  @Route('get /art/illustration.svg')
  illustration(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): void {
    const illustration = parseIllustrationQuery(query);
    if (!illustration || !illustration.icons.every((name) => this.icons.has(name))) throw new AppError('validation_failed', 400, 'This picture’s address is not valid.');
    const key = `i|${illustration.kind}|${illustration.icons.join('.')}|${illustration.aspect}|${Object.values(illustration.colors).join('')}|${illustration.seed}`;
    this.send(key, () => renderIllustrationSvg(illustration, this.icons.bodiesOf(illustration.icons)), req, res);
  }

  @Route('get /art/artwork.svg')
  artwork(@RouteQuery() { seed, w, h, c }: RouteQueryOf<'get /art/artwork.svg'>, @Req() req: Request, @Res() res: Response): void {
    const key = `a|${seed}|${w}|${h}|${c}`;
    this.send(key, () => renderArtworkSvg({ seed, width: w, height: h, colors: c ? c.split('.').map((hex) => `#${hex}`) : [] }), req, res);
  }

  private send(key: string, draw: () => string, req: Request, res: Response): void {
    let drawn = this.drawn.get(key);
    if (drawn) {
      this.drawn.delete(key);
    } else {
      const svg = Buffer.from(draw());
      drawn = {
        svg,
        br: brotliCompressSync(svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(svg, { level: 9 }),
        etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
      };
      if (this.drawn.size >= KEPT) this.drawn.delete(this.drawn.keys().next().value as string);
    }
    this.drawn.set(key, drawn);
    res
      .status(200)
      .type('image/svg+xml')
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .setHeader('ETag', drawn.etag)
      .setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === drawn.etag) {
      res.status(304).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.send(encoding ? drawn[encoding] : drawn.svg);
  }
}
