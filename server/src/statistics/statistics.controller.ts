import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Statistics, StatisticsSettings } from '@frontdoor/shared';
import { Route, RouteBody, RouteQuery, type RouteBodyOf, type RouteQueryOf } from '../common/route.decorator.js';
import { StatisticsService } from './statistics.service.js';

/**
 * The owner's Statistics (issue 42): the published site's figures over a period, their CSV, and
 * the settings (counting, the weekly email). The owner and guest editors may read and download
 * them, the owner alone change the settings; each route's access check runs before its input is read.
 */
@Controller()
export class StatisticsController {
  constructor(@Inject(StatisticsService) private readonly statistics: StatisticsService) {}

  @Route('get /api/websites/{id}/statistics')
  read(@Param('id') id: string, @RouteQuery() query: RouteQueryOf<'get /api/websites/{id}/statistics'>): Promise<Statistics> {
    return this.statistics.read(id, query.range);
  }

  @Route('post /api/websites/{id}/statistics/settings')
  settings(@Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/statistics/settings'>): Promise<StatisticsSettings> {
    return this.statistics.changeSettings(id, body);
  }

  @Route('post /api/websites/{id}/statistics/export')
  exportUrl(@Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/statistics/export'>): Promise<{ url: string }> {
    return this.statistics.exportUrl(id, body.range);
  }

  @Route('get /api/statistics-exports/{token}')
  async download(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const { csv, range } = await this.statistics.csv(token);
    res
      .status(200)
      .type('text/csv')
      .setHeader('Content-Disposition', `attachment; filename="statistics-${range}-${new Date().toISOString().slice(0, 10)}.csv"`)
      .setHeader('Cache-Control', 'private, no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .send(csv);
  }

  @Route('post /api/public/{handle}/view')
  view(@Param('handle') handle: string, @RouteQuery() query: RouteQueryOf<'post /api/public/{handle}/view'>, @Req() req: Request): void {
    this.statistics.reported(req, handle, query.p, query.r);
  }

  @Route('post /api/public/{handle}/tap/{kind}')
  tap(@Param('handle') handle: string, @Param('kind') kind: string, @Req() req: Request): Promise<void> {
    return this.statistics.tap(req, handle, kind);
  }
}
