import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { createInviteRequestSchema, type CreateInviteRequest, type CreateInviteResponse, type WebsiteInvite, type WebsiteListEntry } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { parseBody } from '../common/zod-body.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { AppError } from '../common/app-error.js';
import { CreateInvite } from './commands/create-invite.command.js';
import { invalidEmail } from './invitations.js';
import { InvitesService } from './invites.service.js';

/** The invite and owner calls of spec §7, and the websites shared with the caller. */
@Controller('api')
@UseGuards(AuthGuard, RateLimitGuard)
export class InvitesController {
  constructor(
    @Inject(InvitesService) private readonly invites: InvitesService,
    @Inject(CreateInvite) private readonly createInvite: CreateInvite,
  ) {}

  @Post('invite/create')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 60, windowMs: 3600_000 })
  create(@CurrentAuth() auth: AccessClaims, @Body() body: unknown): Promise<CreateInviteResponse> {
    return this.createInvite.execute(auth.userId, parseCreateInvite(body));
  }

  @Delete('invite/delete/:id')
  @HttpCode(204)
  async remove(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.invites.remove(auth.userId, id);
  }

  @Post('invite/resend/:id')
  @HttpCode(204)
  @RateLimit({ by: 'ip', limit: 30, windowMs: 3600_000 })
  async resend(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<void> {
    await this.invites.resend(auth.userId, id);
  }

  @Post('invite/accept/:id')
  @HttpCode(200)
  accept(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ websiteId: string }> {
    return this.invites.accept(auth.userId, id);
  }

  @Get('websites/:id/owner')
  owner(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ email: string }> {
    return this.invites.ownerEmail(auth.userId, id);
  }

  @Get('websites/:id/invites')
  list(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<WebsiteInvite[]> {
    return this.invites.list(auth.userId, id);
  }

  // Not GET websites/shared: WebsitesController registers GET websites/:id first and would take it.
  @Get('shared-websites')
  shared(@CurrentAuth() auth: AccessClaims): Promise<WebsiteListEntry[]> {
    return this.invites.shared(auth.userId);
  }
}

/** The create body; any problem with the address answers the field's wording, 'Invalid email' (spec §5). */
function parseCreateInvite(body: unknown): CreateInviteRequest {
  try {
    return parseBody(createInviteRequestSchema, body);
  } catch (error) {
    if (error instanceof AppError && error.details?.[0]?.path === 'invitedUserEmail') throw invalidEmail();
    throw error;
  }
}
