import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Health } from '@frontdoor/shared';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Status of the server, PostgreSQL, Redis and the worker' })
  @ApiOkResponse({ description: '{status: ok|degraded, db, redis, worker: ok|down}; 503 when degraded' })
  async get(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.status === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: 200 while the process answers (restart it when this fails)' })
  @ApiOkResponse({ description: '{status: ok}' })
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: 200 when PostgreSQL and Redis answer (send traffic here), else 503' })
  @ApiOkResponse({ description: 'The same body as /api/health; the worker does not decide readiness' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.health.check();
    res.status(health.db === 'ok' && health.redis === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return health;
  }
}
