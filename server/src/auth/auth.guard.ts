import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../common/app-error.js';
import { AccessTokens, type AccessClaims } from './access-tokens.js';
import { SessionsService } from './sessions.service.js';

type AuthedRequest = Request & { auth?: AccessClaims };

/**
 * Bearer authentication: a valid access token whose server-side session is still live, so
 * signing out or ending other sessions takes effect at once, not at token expiry.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.get('authorization') ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    const claims = match ? await this.tokens.verify(match[1]) : null;
    if (!claims || !(await this.sessions.findLive(claims.sessionId))) throw new AppError('unauthorized');
    req.auth = claims;
    return true;
  }
}

/** The caller's claims in a route guarded by AuthGuard. */
export const CurrentAuth = createParamDecorator((_: unknown, context: ExecutionContext): AccessClaims => {
  const auth = context.switchToHttp().getRequest<AuthedRequest>().auth;
  if (!auth) throw new AppError('unauthorized');
  return auth;
});
