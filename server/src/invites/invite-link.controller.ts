import { Controller, Inject, Param } from '@nestjs/common';
import type { InviteLookup } from '@frontdoor/shared';
import { InvitesService } from './invites.service.js';
import { Route } from '../common/route.decorator.js';

/**
 * The invitation link's own call (issue 26): the accept page names the website, who invited and
 * the address to sign in with before anyone signs in. Whoever holds the link may ask: its id is
 * a random UUID sent only in the invitation email, and the answer says only what that email says.
 */
@Controller()
export class InviteLinkController {
  constructor(@Inject(InvitesService) private readonly invites: InvitesService) {}

  @Route('get /api/invite/{id}')
  lookup(@Param('id') id: string): Promise<InviteLookup> {
    return this.invites.lookup(id);
  }
}
