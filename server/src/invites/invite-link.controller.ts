import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { InviteLookup } from '@frontdoor/shared';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { InvitesService } from './invites.service.js';

/**
 * The invitation link's own call (issue 26): the accept page names the website, who invited and
 * the address to sign in with before anyone signs in. Whoever holds the link may ask: its id is
 * a random UUID sent only in the invitation email, and the answer says only what that email says.
 */
@Controller('api')
@UseGuards(RateLimitGuard)
export class InviteLinkController {
  constructor(@Inject(InvitesService) private readonly invites: InvitesService) {}

  @Get('invite/:id')
  @RateLimit({ by: 'ip', limit: 120, windowMs: 3600_000 })
  lookup(@Param('id') id: string): Promise<InviteLookup> {
    return this.invites.lookup(id);
  }
}
