import { Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthSession, AuthUser } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import type { AccessClaims } from './access-tokens.js';
import { AccountsService } from './accounts.service.js';
import { AuthGuard, CurrentAuth } from './auth.guard.js';
import { toAuthUser } from './auth-user.js';
import { hasRefreshCookie, SessionsService } from './sessions.service.js';

@Controller('api')
export class SessionController {
  constructor(
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
  ) {}

  @Post('auth/refresh')
  @HttpCode(200)
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

  @Post('auth/logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.revokeFromCookie(req, res);
  }

  @Get('auth/me')
  @UseGuards(AuthGuard)
  async me(@CurrentAuth() auth: AccessClaims): Promise<AuthUser> {
    const user = await this.accounts.findById(auth.userId);
    if (!user) throw new AppError('unauthorized');
    return toAuthUser(user);
  }

  @Post('login/register')
  @UseGuards(AuthGuard)
  async register(@CurrentAuth() auth: AccessClaims, @Res({ passthrough: true }) res: Response) {
    const user = await this.accounts.findById(auth.userId);
    if (!user) throw new AppError('unauthorized');
    res.status((await this.accounts.register(user.id)) ? 201 : 200);
    return { registered: true as const, user: toAuthUser(user) };
  }
}
