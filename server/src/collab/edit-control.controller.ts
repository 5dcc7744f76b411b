import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { editControlRequestSchema, type EditHolder } from '@frontdoor/shared';
import { parseBody } from '../common/zod-body.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { ClaimEditControl } from './commands/claim-edit-control.command.js';

/** 'Take Edit Control' (spec §4) and 'Start editing' (issue 26): see ClaimEditControl. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard)
export class EditControlController {
  constructor(@Inject(ClaimEditControl) private readonly claimEditControl: ClaimEditControl) {}

  @Post('edit-control')
  @HttpCode(200)
  claim(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Body() body: unknown): Promise<{ holder: EditHolder }> {
    const { mode } = parseBody(editControlRequestSchema, body);
    return this.claimEditControl.execute(auth.userId, id, mode ?? 'take-over');
  }
}
