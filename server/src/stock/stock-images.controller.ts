import { Controller, Inject, Param } from '@nestjs/common';
import type { StockImagesResponse } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { Route, RouteQuery, type RouteQueryOf } from '../common/route.decorator.js';
import { SearchStockImages } from './search-stock-images.command.js';

/** The image picker's stock photos (or drawn illustrations) for a website's editor. */
@Controller()
export class StockImagesController {
  constructor(@Inject(SearchStockImages) private readonly searchStockImages: SearchStockImages) {}

  @Route('get /api/websites/{id}/stock-images')
  search(
    @CurrentAuth() auth: AccessClaims,
    @Param('id') id: string,
    @RouteQuery() query: RouteQueryOf<'get /api/websites/{id}/stock-images'>,
  ): Promise<StockImagesResponse> {
    return this.searchStockImages.execute(auth.userId, id, query);
  }
}
