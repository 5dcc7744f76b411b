import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { OTP_MESSAGES, type AuthSession, type Env, type LoginOptions, type OtpVerifyResponse, type TokenSignInResponse } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { Route, RouteBody, RouteBodyOrNull, type RouteBodyOf } from '../common/route.decorator.js';
import { ENV } from '../config/config.module.js';
import { AccessTokens } from './access-tokens.js';
import { AccountsService } from './accounts.service.js';
import { DEVICE_COOKIE, MagicLinkService } from './magic-link.service.js';
import { OtpService } from './otp.service.js';
import { PasswordService } from './password.service.js';
import { randomToken } from './secrets.js';
import { secureCookies } from './secure-cookies.js';
import { SessionsService } from './sessions.service.js';

/** The unauthenticated sign-in calls (spec §7 /api/login/*), rate-limited per IP and per email. */
@Controller()
export class LoginController {
  constructor(
    @Inject(OtpService) private readonly otp: OtpService,
    @Inject(MagicLinkService) private readonly links: MagicLinkService,
    @Inject(PasswordService) private readonly passwords: PasswordService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Route('get /api/login/options')
  options(): LoginOptions {
    return { oidc: this.env.OIDC_ISSUER ? { label: this.env.OIDC_LABEL } : null };
  }

  @Route('post /api/login/otp/generate')
  async generate(@RouteBody() { email }: RouteBodyOf<'post /api/login/otp/generate'>): Promise<{ sessionId: string }> {
    return { sessionId: await this.otp.generate(email) };
  }

  @Route('post /api/login/otp/resend')
  async resend(@RouteBody() { sessionId }: RouteBodyOf<'post /api/login/otp/resend'>): Promise<{ sessionId: string; message: string }> {
    const resent = await this.otp.resend(sessionId);
    if (resent === 'over') throw new AppError('bad_request', 400, OTP_MESSAGES.InvalidSession);
    if (resent === 'limit') throw new AppError('rate_limited', 429, OTP_MESSAGES.resendLimit);
    return { sessionId: resent.sessionId, message: OTP_MESSAGES.resent };
  }

  @Route('post /api/login/otp/verify')
  async verify(
    @RouteBodyOrNull() body: RouteBodyOf<'post /api/login/otp/verify'> | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OtpVerifyResponse> {
    if (!body) return { status: 'InvalidCode' };
    const result = await this.otp.verify(body.sessionId, body.code);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Route('post /api/login/link')
  async sendLink(@RouteBody() { email }: RouteBodyOf<'post /api/login/link'>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ sent: true }> {
    await this.links.send(email, this.device(req, res));
    return { sent: true };
  }

  @Route('post /api/login/link/verify')
  async verifyLink(
    @RouteBodyOrNull() body: RouteBodyOf<'post /api/login/link/verify'> | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenSignInResponse> {
    if (!body) return { status: 'Expired' };
    const device = (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE];
    const result = await this.links.verify(body.token, device);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Route('post /api/login/password/signup')
  async signUp(
    @RouteBody() { email, password }: RouteBodyOf<'post /api/login/password/signup'>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: 'VerificationSent' }> {
    await this.passwords.signUp(email, password, this.device(req, res));
    return { status: 'VerificationSent' };
  }

  @Route('post /api/login/password/signin')
  async signIn(
    @RouteBody() { email, password }: RouteBodyOf<'post /api/login/password/signin'>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSession> {
    const user = await this.passwords.signIn(email, password, this.device(req, res));
    const session = await this.sessions.start(res, user, req);
    // A proof of the address that dropped this password while it was being checked ends the
    // account's sessions once it commits; a session started just after that is ended here.
    if (!(await this.accounts.stillHolds(user, 'password'))) {
      const claims = await this.tokens.verify(session.accessToken);
      if (claims) await this.sessions.revoke(claims.sessionId);
      this.sessions.clearCookie(res);
      throw new AppError('wrong-password');
    }
    return session;
  }

  @Route('post /api/login/password/verify')
  async verifyEmail(
    @RouteBodyOrNull() body: RouteBodyOf<'post /api/login/password/verify'> | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenSignInResponse> {
    if (!body) return { status: 'Expired' };
    const result = await this.passwords.verifyEmail(body.token, (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE]);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Route('post /api/login/password/reset')
  async requestReset(@RouteBody() { email }: RouteBodyOf<'post /api/login/password/reset'>): Promise<{ sent: true }> {
    await this.passwords.requestReset(email);
    return { sent: true };
  }

  @Route('post /api/login/password/reset/confirm')
  async confirmReset(
    @RouteBody() { token, password }: RouteBodyOf<'post /api/login/password/reset/confirm'>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TokenSignInResponse> {
    const user = await this.passwords.resetPassword(token, password);
    if (!user) return { status: 'Expired' };
    return { status: 'Success', session: await this.sessions.start(res, user, req) };
  }

  /**
   * This browser's device cookie (set when missing): magic links and email-verification links
   * work only in the browser that asked for them.
   */
  private device(req: Request, res: Response): string {
    const existing = (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE];
    if (existing) return existing;
    const device = randomToken();
    res.cookie(DEVICE_COOKIE, device, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies(this.env),
      path: '/api/login',
      maxAge: 365 * 24 * 3600_000,
    });
    return device;
  }
}
