import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { renderArtworkSvg } from '@frontdoor/shared';
import { parseBody } from '../common/zod-body.js';

const querySchema = z.object({
  seed: z.string().min(1).max(200),
  w: z.coerce.number().int().min(16).max(4000),
  h: z.coerce.number().int().min(16).max(4000),
  c: z.string().regex(/^[0-9a-fA-F]{3,8}(\.[0-9a-fA-F]{3,8}){0,7}$/).default(''),
});

/** The offline stand-in for stock photos: generated artwork, the same for the same query. */
@ApiTags('images')
@Controller('art')
export class ArtController {
  @Get('artwork.svg')
  @ApiOperation({ summary: 'Generated artwork (SVG) for image search terms: ?seed=&w=&h=&c=rrggbb.rrggbb' })
  artwork(@Query() query: Record<string, unknown>, @Res() res: Response): void {
    const { seed, w, h, c } = parseBody(querySchema, query);
    const svg = renderArtworkSvg({ seed, width: w, height: h, colors: c ? c.split('.').map((hex) => `#${hex}`) : [] });
    res
      .status(200)
      .type('image/svg+xml')
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  }
}
