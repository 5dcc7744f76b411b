import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { publicUrl, type Env, isUuid } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { hashToken, randomToken } from '../auth/secrets.js';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { JobQueues } from '../queues/job-queues.js';
import { authorizeWebsite } from '../drafts/draft-access.js';

const EXPORT_TTL_MS = 7 * 24 * 3600_000;
export const EXPORT_MESSAGE = 'Contact export may take a few minutes';

/** Contact export: the owner asks, the job writes a CSV and emails a download link. */
@Controller('api')
export class ExportsController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('websites/:id/export-contacts')
  @HttpCode(202)
  @UseGuards(AuthGuard)
  async request(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ message: string }> {
    await authorizeWebsite(this.dataSource.manager, auth.userId, id, 'export-contacts');
    const token = randomToken();
    const [{ id: exportId }] = await this.dataSource.query(
      `INSERT INTO contact_exports (website_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [id, auth.userId, hashToken(token), new Date(Date.now() + EXPORT_TTL_MS)],
    );
    const downloadUrl = `${publicUrl(this.env)}/api/exports/${exportId}?token=${encodeURIComponent(token)}`;
    // The link's token is a secret: the job data is sealed (job-queues.ts).
    await this.queues.addSealed('export-contacts', 'export', { exportId, downloadUrl }, { jobId: exportId });
    return { message: EXPORT_MESSAGE };
  }

  @Get('exports/:id')
  async download(@Param('id') id: string, @Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    if (!isUuid(id) || typeof token !== 'string') throw new AppError('not_found');
    const [row] = await this.dataSource.query(
      `SELECT csv FROM contact_exports WHERE id = $1 AND token_hash = $2 AND expires_at > now() AND csv IS NOT NULL`,
      [id, hashToken(token)],
    );
    if (!row) throw new AppError('not_found');
    res
      .status(200)
      .type('text/csv')
      .setHeader('Content-Disposition', 'attachment; filename="contacts.csv"')
      .setHeader('Cache-Control', 'private, no-store')
      .send(row.csv);
  }
}
