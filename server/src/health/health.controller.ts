import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health } from '@frontdoor/shared';
import { HealthService } from './health.service.js';
import { Route } from '../common/route.decorator.js';

@Controller()
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Route('get /api/health')
  async get(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.status === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }

  @Route('get /api/health/live')
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Route('get /api/health/ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.db === 'ok' && health.redis === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }
}
