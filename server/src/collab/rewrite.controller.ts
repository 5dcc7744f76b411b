import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { AccessClaims } from '../auth/access-tokens.js';
import { AuthGuard, CurrentAuth } from '../auth/auth.guard.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { RewriteText } from './commands/rewrite-text.command.js';

/** Rewrite with AI for a designer's text. */
@Controller('api/websites/:id')
@UseGuards(AuthGuard, RateLimitGuard)
export class RewriteController {
  constructor(@Inject(RewriteText) private readonly rewriteText: RewriteText) {}

  @Post('rewrite')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 120, windowMs: 3600_000 })
  rewrite(@CurrentAuth() auth: AccessClaims, @Param('id') id: string, @Body() body: unknown): Promise<{ text: string }> {
    return this.rewriteText.execute(auth.userId, id, body);
  }
}
