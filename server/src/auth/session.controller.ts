import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthSession, AuthUser } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route } from '../common/route.decorator.js';
import type { AccessClaims } from './access-tokens.js';
import { AccountsService } from './accounts.service.js';
import { CurrentAuth } from './auth.guard.js';
import { toAuthUser } from './auth-user.js';
import { hasRefreshCookie, SessionsService } from './sessions.service.js';

@Controller()
export class SessionController {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
  ) {}

  @Route('post /api/auth/refresh')
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthSession | void> {
    // A visitor who never signed in has no session to restore: that is not an error (and the
    // browser logs no failed request for it).
    if (!hasRefreshCookie(req)) {
      res.status(204);
      return;
    }
    const session = await this.sessions.refresh(req, res);
    if (!session) throw new AppError('unauthorized');
    return session;
  }

  @Route('post /api/auth/logout')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revokeFromCookie(req, res);
  }

  @Route('get /api/auth/me')
  async me(@CurrentAuth() auth: AccessClaims): Promise<AuthUser> {
    const user = await this.accounts.findById(auth.userId);
    if (!user) throw new AppError('unauthorized');
    return toAuthUser(user);
  }

  @Route('post /api/login/register')
  async register(@CurrentAuth() auth: AccessClaims, @Res({ passthrough: true }) res: Response) {
    const user = await this.accounts.findById(auth.userId);
    if (!user) throw new AppError('unauthorized');
    res.status((await this.accounts.register(user.id)) ? 201 : 200);
    return { registered: true as const, user: toAuthUser(user) };
  }
}
