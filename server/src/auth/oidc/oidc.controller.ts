import { Controller, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { Env, SignInErrorCode } from '@frontdoor/shared';
import { AppError } from '../../common/app-error.js';
import { ENV } from '../../config/config.module.js';
import { Route } from '../../common/route.decorator.js';
import { AccessTokens } from '../access-tokens.js';
import { AccountsService } from '../accounts.service.js';
import { secureCookies } from '../secure-cookies.js';
import { SessionsService } from '../sessions.service.js';
import { PENDING_SIGN_IN_TTL_MS } from './pending-sign-ins.js';
import { OidcService, describe } from './oidc.service.js';
import { safeReturnTo } from './return-to.js';

/** Binds an authorization request to the browser that started it. */
export const STATE_COOKIE = 'fd_oidc_state';

/**
 * Identity-provider sign-in by full-page redirects: start sends the browser to the provider,
 * callback signs in and lands on /sign-in/complete (the client then refreshes for its tokens)
 * or on /sign-in/error?code=... Both answer 404 when no provider is configured.
 */
@Controller()
export class OidcController {
  private readonly logger = new Logger('OIDC');

  constructor(
    @Inject(OidcService) private readonly oidc: OidcService,
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(ENV) private readonly env: Env,
  ) {}

  // A navigation, not a call: any returnTo is made safe (safeReturnTo), never refused.
  @Route('get /api/login/oidc/start')
  async start(@Query('returnTo') returnTo: unknown, @Res() res: Response): Promise<void> {
    this.requireConfigured();
    try {
      const { url, state } = await this.oidc.begin(safeReturnTo(returnTo));
      this.setStateCookie(res, state);
      res.redirect(302, url.href);
    } catch (error) {
      this.logger.warn({ message: 'OIDC sign-in could not start', ...describe(error) });
      res.redirect(302, errorPage('unknown'));
    }
  }

  @Route('get /api/login/oidc/callback')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.requireConfigured();
    const bound = (req.cookies as Record<string, unknown> | undefined)?.[STATE_COOKIE];
    res.clearCookie(STATE_COOKIE, this.stateCookieOptions());
    let target: string;
    try {
      target = await this.finish(req, res, typeof bound === 'string' ? bound : undefined);
    } catch (error) {
      this.logger.warn({ message: 'OIDC sign-in failed', code: 'unknown', ...describe(error) });
      target = errorPage('unknown');
    }
    res.redirect(302, target);
  }

  private async finish(req: Request, res: Response, bound: string | undefined): Promise<string> {
    const outcome = await this.oidc.complete(this.callbackUrl(req), bound);
    switch (outcome.type) {
      case 'failed':
        return errorPage(outcome.code);
      case 'retry':
        this.setStateCookie(res, outcome.state);
        return outcome.url.href;
      case 'identity': {
        let user;
        try {
          user = await this.accounts.signInWithIdentityProvider(outcome.identity);
        } catch (error) {
          if (error instanceof AppError && error.code === 'email-already-in-use') {
            // An unverified address at the provider must not take over the account that has it.
            this.logger.warn({ message: 'OIDC sign-in refused: unverified provider email belongs to another account', code: error.code });
            return errorPage('email-already-in-use');
          }
          throw error;
        }
        const session = await this.sessions.start(res, user, req);
        // A proof of the address by its owner that dropped this link meanwhile ends this session too.
        if (!(await this.accounts.stillHolds(user, 'oidc'))) {
          const claims = await this.tokens.verify(session.accessToken);
          if (claims) await this.sessions.revoke(claims.sessionId);
          this.sessions.clearCookie(res);
          return errorPage('email-already-in-use');
        }
        return `/sign-in/complete?returnTo=${encodeURIComponent(outcome.returnTo)}`;
      }
    }
  }

  /** The registered redirect URI with the query the browser brought (exactly what the token call must send). */
  private callbackUrl(req: Request): URL {
    const url = new URL(this.oidc.redirectUri);
    url.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    return url;
  }

  private requireConfigured(): void {
    if (!this.oidc.configured) throw new AppError('not_found');
  }

  private stateCookieOptions(): CookieOptions {
    const secure = secureCookies(this.env);
    // Lax, not Strict: it must come back on the provider's cross-site redirect to the callback.
    return { httpOnly: true, secure, sameSite: 'lax', path: '/api/login/oidc' };
  }

  private setStateCookie(res: Response, state: string): void {
    res.cookie(STATE_COOKIE, state, { ...this.stateCookieOptions(), maxAge: PENDING_SIGN_IN_TTL_MS });
  }
}

const errorPage = (code: SignInErrorCode) => `/sign-in/error?code=${encodeURIComponent(code)}`;
