import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { normalizeEmail, type DevMail } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DevMailEntity } from './dev-mail.entity.js';

const querySchema = z.object({ to: z.string().trim().min(3).max(64).email('Invalid email') });

/** The development mailbox: messages the worker "sent" while SMTP_URL is unset. Never in production. */
@ApiTags('development')
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Messages sent to an address, newest first (development only)' })
  @ApiQuery({ name: 'to', required: true })
  @ApiOkResponse({ description: '[{to, subject, text, html, createdAt}]' })
  async list(@Query() query: Record<string, unknown>): Promise<DevMail[]> {
    const parsed = querySchema.safeParse(query);
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
