import { Controller, Get, Inject, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { devMailboxQuerySchema, normalizeEmail, type DevMail } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DevMailEntity } from '@frontdoor/data';


/** The development mailbox: messages the worker "sent" while SMTP_URL is unset. Never in production. */
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<DevMail[]> {
    const parsed = devMailboxQuerySchema.safeParse(query);
    if (!parsed.success) {
      throw new AppError('validation_failed', 400, 'Invalid email', [{ path: 'to', message: 'Invalid email' }]);
    }
    const rows = await this.dataSource.manager.find(DevMailEntity, {
      where: { to: normalizeEmail(parsed.data.to) },
      order: { id: 'DESC' },
      take: 50,
    });
    return rows.map(({ to, subject, text, html, createdAt }) => ({
      to,
      subject,
      text,
      html,
      createdAt: createdAt.toISOString(),
    }));
  }
}
