import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { EditHolder } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { ClaimEditControl } from './commands/claim-edit-control.command.js';

/** 'Take Edit Control' (spec §4): see ClaimEditControl. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard)
export class EditControlController {
  constructor(@Inject(ClaimEditControl) private readonly claimEditControl: ClaimEditControl) {}

  @Post('edit-control')
  @HttpCode(200)
  claim(@CurrentAuth() auth: AccessClaims, @Param('id') id: string): Promise<{ holder: EditHolder }> {
    return this.claimEditControl.execute(auth.userId, id);
  }
}
