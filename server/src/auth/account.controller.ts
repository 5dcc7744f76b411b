import { Body, Controller, Delete, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RECENT_AUTH_MS, changeEmailSchema, changePasswordSchema, tokenRequestSchema, type TokenSignInResponse } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { parseBody } from '../common/zod-body.js';
import type { AccessClaims } from './access-tokens.js';
import { AccountsService, type Account } from './accounts.service.js';
import { AuthGuard, CurrentAuth } from './auth.guard.js';
import { PasswordService } from './password.service.js';
import { requireReauthentication } from './reauth.js';
import { SessionsService } from './sessions.service.js';

/** The signed-in user's own account: email, password, other sessions, deletion. */
@Controller('api/account')
export class AccountController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {}

  @Post('email')
  @HttpCode(202)
  @UseGuards(AuthGuard)
  async changeEmail(@CurrentAuth() auth: AccessClaims, @Body() body: unknown): Promise<{ status: 'VerificationSent' }> {
    const input = parseBody(changeEmailSchema, body);
    const user = await this.user(auth);
    if (input.newEmail === user.email) throw new AppError('same-email');
    await requireReauthentication(auth, user, this.passwords, input.currentPassword);
    await this.passwords.requestEmailChange(user, input.newEmail, auth.sessionId);
    if (input.endOtherSessions) await this.sessions.revokeOthers(user.id, auth.sessionId);
    return { status: 'VerificationSent' };
  }

  @Post('email/confirm')
  @HttpCode(200)
  async confirmEmail(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenSignInResponse> {
    const parsed = tokenRequestSchema.safeParse(body);
    const user = parsed.success ? await this.passwords.confirmEmailChange(parsed.data.token) : null;
    if (!user) return { status: 'Expired' };
    return { status: 'Success', session: await this.sessions.start(res, user, req) };
  }

  @Post('password')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  async changePassword(@CurrentAuth() auth: AccessClaims, @Body() body: unknown): Promise<void> {
    const input = parseBody(changePasswordSchema, body);
    const user = await this.user(auth);
    await requireReauthentication(auth, user, this.passwords, input.currentPassword);
    await this.passwords.changePassword(user, input.newPassword, auth.sessionId);
    if (input.endOtherSessions) await this.sessions.revokeOthers(user.id, auth.sessionId);
  }

  @Post('sessions/end-others')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  async endOtherSessions(@CurrentAuth() auth: AccessClaims): Promise<void> {
    await this.sessions.revokeOthers(auth.userId, auth.sessionId);
  }

  @Delete()
  @HttpCode(204)
  @UseGuards(AuthGuard)
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
