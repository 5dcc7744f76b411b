import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  OTP_MESSAGES,
  emailRequestSchema,
  otpResendRequestSchema,
  otpVerifyRequestSchema,
  passwordResetConfirmSchema,
  passwordSignInSchema,
  passwordSignUpSchema,
  tokenRequestSchema,
  type AuthSession,
  type Env,
  type LoginOptions,
  type OtpVerifyResponse,
  type TokenSignInResponse,
} from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { parseBody } from '../common/zod-body.js';
import { ENV } from '../config/config.module.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { AccessTokens } from './access-tokens.js';
import { AccountsService } from './accounts.service.js';
import { DEVICE_COOKIE, MagicLinkService } from './magic-link.service.js';
import { OtpService } from './otp.service.js';
import { PasswordService } from './password.service.js';
import { randomToken } from './secrets.js';
import { secureCookies } from './secure-cookies.js';
import { SessionsService } from './sessions.service.js';

const MINUTES_15 = 15 * 60_000;

/** The unauthenticated sign-in calls (spec §7 /api/login/*), rate-limited per IP and per email. */
@Controller('api/login')
@UseGuards(RateLimitGuard)
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

  @Get('options')
  options(): LoginOptions {
    return { oidc: this.env.OIDC_ISSUER ? { label: this.env.OIDC_LABEL } : null };
  }

  @Post('otp/generate')
  @HttpCode(200)
  @RateLimit({ by: 'email', limit: 5, windowMs: MINUTES_15 }, { by: 'ip', limit: 20, windowMs: MINUTES_15 })
  async generate(@Body() body: unknown): Promise<{ sessionId: string }> {
    const { email } = parseBody(emailRequestSchema, body);
    return { sessionId: await this.otp.generate(email) };
  }

  @Post('otp/resend')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 10, windowMs: MINUTES_15 })
  async resend(@Body() body: unknown): Promise<{ sessionId: string; message: string }> {
    const { sessionId } = parseBody(otpResendRequestSchema, body);
    const resent = await this.otp.resend(sessionId);
    if (resent === 'over') throw new AppError('bad_request', 400, OTP_MESSAGES.InvalidSession);
    if (resent === 'limit') throw new AppError('rate_limited', 429, OTP_MESSAGES.resendLimit);
    return { sessionId: resent.sessionId, message: OTP_MESSAGES.resent };
  }

  @Post('otp/verify')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 60, windowMs: MINUTES_15 })
  async verify(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OtpVerifyResponse> {
    const parsed = otpVerifyRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 'InvalidCode' };
    const result = await this.otp.verify(parsed.data.sessionId, parsed.data.code);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Post('link')
  @HttpCode(202)
  @RateLimit({ by: 'email', limit: 5, windowMs: MINUTES_15 }, { by: 'ip', limit: 20, windowMs: MINUTES_15 })
  async sendLink(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ sent: true }> {
    const { email } = parseBody(emailRequestSchema, body);
    await this.links.send(email, this.device(req, res));
    return { sent: true };
  }

  @Post('link/verify')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 30, windowMs: MINUTES_15 })
  async verifyLink(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenSignInResponse> {
    const parsed = tokenRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 'Expired' };
    const device = (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE];
    const result = await this.links.verify(parsed.data.token, device);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Post('password/signup')
  @HttpCode(201)
  @RateLimit({ by: 'email', limit: 5, windowMs: MINUTES_15 }, { by: 'ip', limit: 10, windowMs: MINUTES_15 })
  async signUp(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ status: 'VerificationSent' }> {
    const { email, password } = parseBody(passwordSignUpSchema, body);
    await this.passwords.signUp(email, password, this.device(req, res));
    return { status: 'VerificationSent' };
  }

  @Post('password/signin')
  @HttpCode(200)
  @RateLimit({ by: 'email', limit: 10, windowMs: MINUTES_15 }, { by: 'ip', limit: 30, windowMs: MINUTES_15 })
  async signIn(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthSession> {
    const { email, password } = parseBody(passwordSignInSchema, body);
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

  @Post('password/verify')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 30, windowMs: MINUTES_15 })
  async verifyEmail(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenSignInResponse> {
    const parsed = tokenRequestSchema.safeParse(body);
    if (!parsed.success) return { status: 'Expired' };
    const result = await this.passwords.verifyEmail(parsed.data.token, (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE]);
    if (result.status !== 'Success') return { status: result.status };
    return { status: 'Success', session: await this.sessions.start(res, result.user, req) };
  }

  @Post('password/reset')
  @HttpCode(202)
  @RateLimit({ by: 'email', limit: 5, windowMs: MINUTES_15 }, { by: 'ip', limit: 10, windowMs: MINUTES_15 })
  async requestReset(@Body() body: unknown): Promise<{ sent: true }> {
    const { email } = parseBody(emailRequestSchema, body);
    await this.passwords.requestReset(email);
    return { sent: true };
  }

  @Post('password/reset/confirm')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 30, windowMs: MINUTES_15 })
  async confirmReset(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenSignInResponse> {
    const { token, password } = parseBody(passwordResetConfirmSchema, body);
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
