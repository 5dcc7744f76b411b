import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { ExportsService } from './exports.service.js';
import { Route } from '../common/route.decorator.js';

export const EXPORT_MESSAGE = 'Contact export may take a few minutes';

/** Contact export: the owner asks, the job writes a CSV and emails a download link. */
@Controller()
export class ExportsController {
  constructor(@Inject(ExportsService) private readonly exports: ExportsService) {}

  @Route('post /api/websites/{id}/export-contacts')
  async request(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ message: string }> {
    await this.exports.request(auth.userId, id);
    return { message: EXPORT_MESSAGE };
  }

  @Route('get /api/exports/{id}')
  async download(@Param('id') id: string, @Query('token') token: string | undefined, @Res() res: Response): Promise<void> {
    const csv = await this.exports.download(id, token);
    res.status(200).type('text/csv').setHeader('Content-Disposition', 'attachment; filename="contacts.csv"').setHeader('Cache-Control', 'private, no-store').send(csv);
  }
}
