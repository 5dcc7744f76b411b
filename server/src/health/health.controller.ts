import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health } from '@frontdoor/shared';
import { HealthService } from './health.service.js';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.status === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }

  @Get('live')
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.db === 'ok' && health.redis === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }
}
