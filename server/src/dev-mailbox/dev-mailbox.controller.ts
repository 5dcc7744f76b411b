import { Controller, Inject } from '@nestjs/common';
import { type DevMail } from '@frontdoor/shared';
import { DevMailboxService } from './dev-mailbox.service.js';
import { Route, RouteQuery, type RouteQueryOf } from '../common/route.decorator.js';

/** The development mailbox: messages the worker "sent" while SMTP_URL is unset. Never in production. */
@Controller()
export class DevMailboxController {
  constructor(@Inject(DevMailboxService) private readonly mailbox: DevMailboxService) {}

  @Route('get /api/dev/mailbox')
  async list(@RouteQuery() { to }: RouteQueryOf<'get /api/dev/mailbox'>): Promise<DevMail[]> {
    return this.mailbox.latestTo(to);
  }
}
