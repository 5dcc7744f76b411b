import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { MetricsService } from './metrics.service.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus. Not public: without METRICS_TOKEN it does not exist (404); with it,
 * the scraper sends `Authorization: Bearer <token>` (compared in constant time).
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(MetricsService) private readonly metrics: MetricsService,
  ) {}

  @Get()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    const token = this.env.METRICS_TOKEN;
    if (!token) throw new AppError('not_found');
    const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(token))) throw new AppError('unauthorized');
    res
      .status(200)
      .type(this.metrics.registry.contentType)
      .setHeader('Cache-Control', 'no-store')
      .send(await this.metrics.registry.metrics());
  }
}
