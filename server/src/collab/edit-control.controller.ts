import { Controller, Inject, Param } from '@nestjs/common';
import type { EditHolder } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';
import { ClaimEditControl } from './commands/claim-edit-control.command.js';

/** 'Take Edit Control' (spec §4) and 'Start editing' (issue 26): see ClaimEditControl. */
@Controller()
export class EditControlController {
  constructor(@Inject(ClaimEditControl) private readonly claimEditControl: ClaimEditControl) {}

  @Route('post /api/websites/{id}/edit-control')
  claim(
    @CurrentAuth() auth: AccessClaims,
    @Param('id') id: string,
    @RouteBody() { mode }: RouteBodyOf<'post /api/websites/{id}/edit-control'>,
  ): Promise<{ holder: EditHolder }> {
    return this.claimEditControl.execute(auth.userId, id, mode ?? 'take-over');
  }
}
