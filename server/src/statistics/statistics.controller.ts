import { Controller, Inject, Param } from '@nestjs/common';
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
}
