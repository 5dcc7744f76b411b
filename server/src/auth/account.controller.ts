import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RECENT_AUTH_MS, type TokenSignInResponse } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route, RouteBody, RouteBodyOrNull, type RouteBodyOf } from '../common/route.decorator.js';
import type { AccessClaims } from './access-tokens.js';
import { AccountsService, type Account } from './accounts.service.js';
import { CurrentAuth } from './auth.guard.js';
import { PasswordService } from './password.service.js';
import { requireReauthentication } from './reauth.js';
import { SessionsService } from './sessions.service.js';

/** The signed-in user's own account: email, password, other sessions, deletion. */
@Controller()
export class AccountController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  @Route('post /api/account/email')
  async changeEmail(@CurrentAuth() auth: AccessClaims, @RouteBody() input: RouteBodyOf<'post /api/account/email'>): Promise<{ status: 'VerificationSent' }> {
    const user = await this.user(auth);
    if (input.newEmail === user.email) throw new AppError('same-email');
    await requireReauthentication(auth, user, this.passwords, input.currentPassword);
    await this.passwords.requestEmailChange(user, input.newEmail, auth.sessionId);
    if (input.endOtherSessions) await this.sessions.revokeOthers(user.id, auth.sessionId);
    return { status: 'VerificationSent' };
  }

  @Route('post /api/account/email/confirm')
  async confirmEmail(
    @RouteBodyOrNull() body: RouteBodyOf<'post /api/account/email/confirm'> | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenSignInResponse> {
    const user = body ? await this.passwords.confirmEmailChange(body.token) : null;
    if (!user) return { status: 'Expired' };
    return { status: 'Success', session: await this.sessions.start(res, user, req) };
  }

  @Route('post /api/account/password')
  async changePassword(@CurrentAuth() auth: AccessClaims, @RouteBody() input: RouteBodyOf<'post /api/account/password'>): Promise<void> {
    const user = await this.user(auth);
    await requireReauthentication(auth, user, this.passwords, input.currentPassword);
    await this.passwords.changePassword(user, input.newPassword, auth.sessionId);
    if (input.endOtherSessions) await this.sessions.revokeOthers(user.id, auth.sessionId);
  }

  @Route('post /api/account/sessions/end-others')
  async endOtherSessions(@CurrentAuth() auth: AccessClaims): Promise<void> {
    await this.sessions.revokeOthers(auth.userId, auth.sessionId);
  }

  @Route('delete /api/account')
  async delete(@CurrentAuth() auth: AccessClaims, @Res({ passthrough: true }) res: Response): Promise<void> {
    const user = await this.user(auth);
    // Spec §4: deletion re-authenticates with the sign-in method itself, never a stored password.
    if (Date.now() - auth.authTime.getTime() > RECENT_AUTH_MS) throw new AppError('reauth-required');
    await this.accounts.deleteAccount(user.id);
    this.sessions.clearCookie(res);
  }

  private async user(auth: AccessClaims): Promise<Account> {
    const user = await this.accounts.findById(auth.userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }
}
