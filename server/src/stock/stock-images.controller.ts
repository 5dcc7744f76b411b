import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import type { StockImagesResponse } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { SearchStockImages } from './search-stock-images.command.js';

/** The image picker's stock photos (or drawn illustrations) for a website's editor. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard, RateLimitGuard)
export class StockImagesController {
  constructor(@Inject(SearchStockImages) private readonly searchStockImages: SearchStockImages) {}

  @Get('stock-images')
  // Each search may call a provider whose free plan allows about 50 an hour per key.
  @RateLimit({ by: 'ip', limit: 300, windowMs: 3600_000 })
  search(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<StockImagesResponse> {
    return this.searchStockImages.execute(auth.userId, id, query);
  }
}
