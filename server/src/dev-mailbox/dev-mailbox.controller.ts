import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ERROR_DETAILS, devMailboxQuerySchema, type DevMail } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DevMailboxService } from './dev-mailbox.service.js';

/** The development mailbox: messages the worker "sent" while SMTP_URL is unset. Never in production. */
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(@Inject(DevMailboxService) private readonly mailbox: DevMailboxService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<DevMail[]> {
    const parsed = devMailboxQuerySchema.safeParse(query);
    if (!parsed.success) {
      const { code, message } = ERROR_DETAILS.email_field_invalid;
      throw new AppError(code, 400, message, [{ path: 'to', message }]);
    }
    return this.mailbox.latestTo(parsed.data.to);
  }
}
