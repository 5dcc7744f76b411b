import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { parseFontFileName } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route } from '../common/route.decorator.js';

const require = createRequire(import.meta.url);

interface FontFile {
  bytes: Buffer;
  etag: string;
}

/**
 * The curated web fonts (shared/src/site/fonts.ts), served from the app's own origin so a
 * published page's policy needs no other host: one WOFF2 face per family, subset and weight,
 * read from its @fontsource package. Only names the list knows resolve to a file (the name is
 * matched, never joined into a path); anything else is a 404. A file never changes at its
 * address, so it is cached for a year.
 */
@Controller()
export class FontsController {
  private readonly files = new Map<string, FontFile>();

  /** No file named: the API's 404, not the app's page. */
  @Get('fonts')
  none(): never {
    throw new AppError('not_found');
  }

  @Route('get /fonts/{file}')
  font(@Param('file') file: string, @Req() req: Request, @Res() res: Response): void {
    const face = parseFontFileName(file);
    if (!face) throw new AppError('not_found');
    let found = this.files.get(file);
    if (!found) {
      const bytes = readFileSync(require.resolve(`@fontsource/${face.font.id}/files/${face.font.id}-${face.subset}-${face.weight}-normal.woff2`));
      found = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
      this.files.set(file, found);
    }
    res
      .status(200)
      .type('font/woff2')
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('Access-Control-Allow-Origin', '*')
      .setHeader('ETag', found.etag);
    if (req.headers['if-none-match'] === found.etag) {
      res.status(304).end();
      return;
    }
    res.send(found.bytes);
  }
}
