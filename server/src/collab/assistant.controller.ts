import { Controller, Inject, Param } from '@nestjs/common';
import type { AssistantAnswer } from '@frontdoor/shared';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';
import { AskAssistant } from './commands/ask-assistant.command.js';

/** The designer's assistant (issue 41). */
@Controller()
export class AssistantController {
  constructor(@Inject(AskAssistant) private readonly ask: AskAssistant) {}

  @Route('post /api/websites/{id}/assistant')
  answer(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/assistant'>): Promise<AssistantAnswer> {
    return this.ask.execute(auth.userId, id, body);
  }
}
