import { Controller, Inject, Param } from '@nestjs/common';
import type { AccessClaims } from '../auth/access-tokens.js';
import { CurrentAuth } from '../auth/auth.guard.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';
import { RewriteText } from './commands/rewrite-text.command.js';

/** Rewrite with AI for a designer's text. */
@Controller()
export class RewriteController {
  constructor(@Inject(RewriteText) private readonly rewriteText: RewriteText) {}

  @Route('post /api/websites/{id}/rewrite')
  rewrite(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @RouteBody() body: RouteBodyOf<'post /api/websites/{id}/rewrite'>): Promise<{ text: string }> {
    return this.rewriteText.execute(auth.userId, id, body);
  }
}
