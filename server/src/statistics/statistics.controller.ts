import { Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Statistics } from '@frontdoor/shared';
import { Route, RouteQuery, type RouteQueryOf } from '../common/route.decorator.js';
import { StatisticsService } from './statistics.service.js';

/**
 * The owner's Statistics (issue 42): the published site's figures over a period. The owner and
 * guest editors may read them; the route's access check runs before the query is read.
 */
@Controller()
export class StatisticsController {
  constructor(@Inject(StatisticsService) private readonly statistics: StatisticsService) {}

  @Route('get /api/websites/{id}/statistics')
  read(@Param('id') id: string, @RouteQuery() query: RouteQueryOf<'get /api/websites/{id}/statistics'>): Promise<Statistics> {
    return this.statistics.read(id, query.range);
  }

  @Route('post /api/public/{handle}/tap/{kind}')
  tap(@Param('handle') handle: string, @Param('kind') kind: string, @Req() req: Request): Promise<void> {
    return this.statistics.tap(req, handle, kind);
  }
}
