import { Controller, Inject, Param } from '@nestjs/common';
import { type CreateInviteResponse, type WebsiteInvite, type WebsiteListEntry } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { CreateInvite } from './commands/create-invite.command.js';
import { InvitesService } from './invites.service.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';

/** The invite and owner calls of spec §7, and the websites shared with the caller. */
@Controller()
export class InvitesController {
  constructor(
    @Inject(InvitesService) private readonly invites: InvitesService,
    @Inject(CreateInvite) private readonly createInvite: CreateInvite,
  ) {}

  @Route('post /api/invite/create')
  create(@CurrentAuth() auth: AccessClaims, @RouteBody() body: RouteBodyOf<'post /api/invite/create'>): Promise<CreateInviteResponse> {
    return this.createInvite.execute(auth.userId, body);
  }

  @Route('delete /api/invite/delete/{id}')
  async remove(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.invites.remove(auth.userId, id);
  }

  @Route('post /api/invite/resend/{id}')
  async resend(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.invites.resend(auth.userId, id);
  }

  @Route('post /api/invite/accept/{id}')
  accept(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ websiteId: string }> {
    return this.invites.accept(auth.userId, id);
  }

  @Route('get /api/websites/{id}/owner')
  owner(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ email: string }> {
    return this.invites.ownerEmail(auth.userId, id);
  }

  @Route('get /api/websites/{id}/invites')
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteInvite[]> {
    return this.invites.list(auth.userId, id);
  }

  // Not GET websites/shared: WebsitesController registers GET websites/:id first and would take it.
  @Route('get /api/shared-websites')
  shared(@CurrentAuth() auth: AccessClaims): Promise<WebsiteListEntry[]> {
    return this.invites.shared(auth.userId);
  }
}
