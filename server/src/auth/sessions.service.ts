import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS, type AuthSession, type Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';
import { LiveEvents } from '../events/live-events.js';
import { AccountsRepository, type AuthSessionRecord, type UserRecord } from '@frontdoor/data';
import { AccessTokens } from './access-tokens.js';
import { EDITOR_MARK_COOKIE, editorMark } from './editor-mark.js';
import { toAuthUser } from './auth-user.js';
import { hashToken, randomToken } from './secrets.js';
import { secureCookies } from './secure-cookies.js';

export const REFRESH_COOKIE = 'fd_refresh';
/**
 * How often /collab and /events read the sessions of their open connections again: a session
 * whose notice was lost (Redis away when it ended) or that timed out still ends its connections.
 */
export const SESSION_RECHECK_MS = 10_000;
const ROTATION_GRACE_MS = 10_000;

/**
 * Server-side sessions (ASVS V7): a rotating refresh token in an HttpOnly, SameSite=Strict cookie
 * (Secure on https), idle and absolute timeouts, revocation on sign-out. Presenting a refresh
 * token that was already rotated away means it was copied: the whole session is revoked.
 *
 * Every way a session ends learns the ids it ended from the database (UPDATE ... RETURNING) and
 * tells every server instance (`announce`), so the open /collab and /events
 * connections of those sessions close everywhere at once rather than when their access token
 * expires. Those endpoints also check the session in the database on every connection
 * (`findLive`, never cached), so an ended session's token cannot open them again.
 */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(AccountsRepository) private readonly repository: AccountsRepository,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(ENV) private readonly env: Env,
    @Inject(LiveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  /** Starts a session for a user who just proved who they are; sets the cookie. */
  async start(res: Response, user: UserRecord, req?: Request, now = new Date()): Promise<AuthSession> {
    const refresh = randomToken();
    const session = await this.repository.createSession({
      userId: user.id,
      refreshHash: hashToken(refresh),
      previousRefreshHash: null,
      authTime: now,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
      revokedAt: null,
      userAgent: req?.get('user-agent')?.slice(0, 256) ?? null,
    });
    await this.repository.recordSignIn(user.id, now);
    user.lastSignInAt = now;
    this.setCookie(res, refresh, user.id);
    return this.answer(user, session);
  }

  /** Exchanges the refresh cookie for a new access token and a new refresh token. */
  async refresh(req: Request, res: Response, now = new Date()): Promise<AuthSession | null> {
    const presented = readCookie(req);
    if (!presented) return null;
    const hash = hashToken(presented);
    const ended: string[] = [];
    const answer = await this.repository.transaction(async (tx) => {
      const session = await tx.lockSessionByRefresh(hash);
      if (!session) {
        const rotated = await tx.lockSessionByPreviousRefresh(hash);
        if (!rotated) {
          this.clearCookie(res);
          return null;
        }
        // Two tabs refreshing at once share one cookie: the loser presents the token the winner
        // just rotated. Within a few seconds that is answered (the browser already holds the new
        // cookie); later it can only be a copied token, so the session ends.
        const user = await tx.findUser(rotated.userId);
        if (user && this.isLive(rotated, now) && now.getTime() - rotated.lastUsedAt.getTime() < ROTATION_GRACE_MS) {
          return this.answer(user, rotated);
        }
        ended.push(...(await tx.endSession(rotated.id)));
        this.clearCookie(res);
        return null;
      }
      if (!this.isLive(session, now)) {
        this.clearCookie(res);
        return null;
      }
      const user = await tx.findUser(session.userId);
      if (!user) return null;
      const refresh = randomToken();
      session.previousRefreshHash = hash;
      session.refreshHash = hashToken(refresh);
      session.lastUsedAt = now;
      await tx.saveSession(session);
      this.setCookie(res, refresh, user.id);
      return this.answer(user, session);
    });
    await this.announce(ended);
    return answer;
  }

  /** True while the session is neither revoked nor past its idle or absolute timeout. */
  isLive(session: AuthSessionRecord, now = new Date()): boolean {
    return !session.revokedAt && session.expiresAt.getTime() > now.getTime() && session.lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS > now.getTime();
  }

  async findLive(sessionId: string, now = new Date()): Promise<AuthSessionRecord | null> {
    const session = await this.repository.findSession(sessionId);
    return session && this.isLive(session, now) ? session : null;
  }

  /** The sessions among `sessionIds` that are no longer live (ended, timed out or gone). */
  async endedAmong(sessionIds: readonly string[], now = new Date()): Promise<string[]> {
    if (sessionIds.length === 0) return [];
    const sessions = await this.repository.findSessions(sessionIds);
    const live = new Set(sessions.filter((session) => this.isLive(session, now)).map((session) => session.id));
    return sessionIds.filter((id) => !live.has(id));
  }

  async revoke(sessionId: string): Promise<void> {
    await this.announce(await this.repository.endSession(sessionId));
  }

  /**
   * Ends every session of the user (a password reset, an address proved for an account whose
   * credentials nobody had proved, account deletion).
   */
  async revokeAllOfUser(userId: string): Promise<void> {
    await this.announce(await this.repository.endSessionsOfUser(userId));
  }

  /** Ends every other session of the user (after a password or email change, if asked). */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.announce(await this.repository.endOtherSessions(userId, keepSessionId));
  }

  async revokeFromCookie(req: Request, res: Response): Promise<void> {
    const presented = readCookie(req);
    if (presented) await this.announce(await this.repository.endSessionByRefresh(hashToken(presented)));
    this.clearCookie(res);
  }

  /**
   * Every instance closes the connections of these sessions (waited for, so the answer to a
   * sign-out comes after the notice left). Publishing never fails the sign-out: without Redis
   * the notice is lost (and logged), and those connections end at the endpoints' next re-check
   * (SESSION_RECHECK_MS) or when they next authenticate, which both read the database.
   */
  private async announce(sessionIds: string[]): Promise<void> {
    if (sessionIds.length > 0) await this.liveEvents.notify({ kind: 'sessions-ended', sessionIds });
  }

  private async answer(user: UserRecord, session: AuthSessionRecord): Promise<AuthSession> {
    const { token, expiresAt } = await this.tokens.issue({ userId: user.id, sessionId: session.id, authTime: session.authTime });
    return { accessToken: token, accessTokenExpiresAt: expiresAt.toISOString(), user: toAuthUser(user) };
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, secure: secureCookies(this.env), sameSite: 'strict', path: '/api/auth' };
  }

  /** The editor mark's cookie: on every path, so published pages on the app's address see it (visitor statistics skip the site's own editors). */
  private markOptions(): CookieOptions {
    return { httpOnly: true, secure: secureCookies(this.env), sameSite: 'lax', path: '/' };
  }

  private setCookie(res: Response, refresh: string, userId: string): void {
    res.cookie(REFRESH_COOKIE, refresh, { ...this.cookieOptions(), maxAge: SESSION_ABSOLUTE_TIMEOUT_MS });
    res.cookie(EDITOR_MARK_COOKIE, editorMark(this.env.AUTH_SECRET, userId), { ...this.markOptions(), maxAge: SESSION_ABSOLUTE_TIMEOUT_MS });
  }

  clearCookie(res: Response): void {
    res.clearCookie(REFRESH_COOKIE, this.cookieOptions());
    res.clearCookie(EDITOR_MARK_COOKIE, this.markOptions());
  }
}

/** Whether the request carries a refresh cookie at all. */
export function hasRefreshCookie(req: Request): boolean {
  return Boolean(readCookie(req));
}

function readCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
