import type { AuthSession, AuthUser } from '@frontdoor/shared';
import { jsonInit } from './api-result';
import { tokenLifetime } from './token-lifetime';

export type AuthState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser };

/** The outside world the client talks to; tests pass fakes. */
export interface AuthClientDeps {
  fetch: typeof fetch;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** Runs a refresh while holding a lock shared by every tab: the refresh token rotates on use. */
  withLock: <T>(run: () => Promise<T>) => Promise<T>;
  /** Tells the other tabs about sign-in and sign-out (a BroadcastChannel in the browser). */
  channel: { postMessage(message: AuthMessage): void; onmessage: ((event: { data: AuthMessage }) => void) | null } | null;
}

export type AuthMessage = 'signed-in' | 'signed-out';

/** Refresh this long before the access token expires (or at 80% of a shorter lifetime). */
export const REFRESH_LEAD_MS = 60_000;
/** A token this close to expiry is refreshed before a request rather than sent. */
const EXPIRY_MARGIN_MS = 5_000;
/** After a refresh that could not reach the server, try again this much later. */
const RETRY_AFTER_MS = 30_000;
/** 401 codes that are about the request, not the access token: refreshing would not help. */
const NOT_TOKEN_PROBLEMS = new Set(['reauth-required', 'wrong-password']);

/** A structural check of the session body; the full zod schema stays out of the first bundle. */
export function isAuthSession(value: unknown): value is AuthSession {
  const session = value as Partial<AuthSession> | null;
  return (
    typeof session?.accessToken === 'string' &&
    typeof session.accessTokenExpiresAt === 'string' &&
    typeof session.user?.email === 'string' &&
    typeof session.user.id === 'string'
  );
}

/**
 * The signed-in session. The access token lives in this object only (never in storage, so a
 * script injected into the page cannot lift it from there); the refresh token is an HttpOnly
 * cookie the browser sends to /api/auth/refresh. Tokens are refreshed ahead of expiry and once
 * more whenever the API answers 401 ("tokens are force-refreshed"). A store for
 * useSyncExternalStore: subscribe + getState.
 */
export class AuthClient {
  private state: AuthState = { status: 'loading' };
  private accessToken: string | null = null;
  private expiresAt = 0;
  private timer: unknown = null;
  private refreshing: Promise<boolean> | null = null;
  private restoring: Promise<void> | null = null;
  /** Counts sessions started, so a refresh answered after a newer sign-in cannot undo it. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: AuthClientDeps) {
    if (deps.channel) {
      deps.channel.onmessage = ({ data }) => {
        if (data === 'signed-out') this.clear();
        else if (data === 'signed-in' && this.state.status !== 'signed-in') void this.refresh();
      };
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AuthState => this.state;

  /** Restores the session from the refresh cookie, once per page load. */
  restore(): Promise<void> {
    this.restoring ??= this.refresh().then(() => undefined);
    return this.restoring;
  }

  /** Exchanges the refresh cookie for a new access token; concurrent callers share one request. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.deps
      .withLock(() => this.requestRefresh())
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** Starts the session a sign-in answered with, then registers the user (spec §4, §7). */
  async signIn(session: AuthSession): Promise<void> {
    this.applySession(session);
    this.deps.channel?.postMessage('signed-in');
    await this.register();
  }

  /**
   * Registers the signed-in user: 201 the first time, 200 after (spec §7). Called after every
   * sign-in; a failure is logged and never blocks the sign-in.
   */
  async register(): Promise<void> {
    try {
      const response = await this.authorizedFetch('/api/login/register', { method: 'POST' });
      if (!response.ok) console.warn(`Registration answered ${response.status}`);
    } catch (error) {
      console.warn('Registration failed', error);
    }
  }

  /** Replaces the signed-in user's details (after a change of email or password). */
  setUser(user: AuthUser): void {
    if (this.state.status === 'signed-in') this.setState({ status: 'signed-in', user });
  }

  /** Ends the session on the server (revoking the refresh token) and here, in every tab. */
  async signOut(): Promise<void> {
    const headers: Record<string, string> = this.accessToken ? { Authorization: `Bearer ${this.accessToken}` } : {};
    try {
      await this.deps.fetch('/api/auth/logout', jsonInit({ method: 'POST', headers }));
    } catch {
      // Offline: the server session ends by its own timeouts; this tab forgets it now regardless.
    }
    this.clear();
    this.deps.channel?.postMessage('signed-out');
  }

  /** Forgets the session without a server call (the account was just deleted). */
  forget(): void {
    this.clear();
    this.deps.channel?.postMessage('signed-out');
  }

  /**
   * fetch with the bearer token: refreshes first when the token is missing or about to expire,
   * and refreshes and retries once when the answer is a 401 about the token.
   */
  async authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
    if (this.accessToken === null || this.deps.now() >= this.expiresAt - EXPIRY_MARGIN_MS) await this.refresh();
    const response = await this.send(path, init);
    if (response.status !== 401 || !(await isTokenProblem(response.clone()))) return response;
    return (await this.refresh()) ? this.send(path, init) : response;
  }

  /** A current access token (refreshed first when missing or about to expire), for WebSockets. */
  async currentAccessToken(): Promise<string | null> {
    if (this.accessToken === null || this.deps.now() >= this.expiresAt - EXPIRY_MARGIN_MS) await this.refresh();
    return this.accessToken;
  }

  private send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.accessToken) headers.set('Authorization', `Bearer ${this.accessToken}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return this.deps.fetch(path, { ...init, headers, credentials: 'same-origin' });
  }

  private async requestRefresh(): Promise<boolean> {
    const generation = this.generation;
    let response: Response;
    try {
      response = await this.deps.fetch('/api/auth/refresh', jsonInit({ method: 'POST' }));
    } catch {
      return this.refreshFailedTransiently();
    }
    // A sign-in finished while this was in flight (the restore on load racing an emailed link):
    // its session is newer than whatever this answer says.
    if (generation !== this.generation) return this.state.status === 'signed-in';
    if (response.ok) {
      const body: unknown = await response.json().catch(() => null);
      if (isAuthSession(body)) {
        this.applySession(body);
        return true;
      }
    }
    // The server is up but will not refresh (429 and 5xx are passing trouble; the rest mean the
    // session is over: no cookie, revoked, expired).
    if (response.status === 429 || response.status >= 500) return this.refreshFailedTransiently();
    this.clear();
    return false;
  }

  private refreshFailedTransiently(): false {
    if (this.state.status === 'loading') this.setState({ status: 'signed-out' });
    else if (this.state.status === 'signed-in') this.schedule(RETRY_AFTER_MS);
    return false;
  }

  private applySession(session: AuthSession): void {
    this.generation += 1;
    const now = this.deps.now();
    const lifetime = tokenLifetime(session.accessToken, session.accessTokenExpiresAt, Date.now());
    this.accessToken = session.accessToken;
    this.expiresAt = now + lifetime;
    this.schedule(Math.max(lifetime - Math.min(REFRESH_LEAD_MS, lifetime / 5), 1_000));
    this.setState({ status: 'signed-in', user: session.user });
  }

  private schedule(delay: number): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.refresh();
    }, delay);
  }

  private clear(): void {
    this.generation += 1;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.accessToken = null;
    this.expiresAt = 0;
    this.setState({ status: 'signed-out' });
  }

  private setState(state: AuthState): void {
    if (state.status === 'signed-out' && this.state.status === 'signed-out') return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

async function isTokenProblem(response: Response): Promise<boolean> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return !NOT_TOKEN_PROBLEMS.has(body?.error?.code ?? '');
}

/** The client for this browser tab. */
export function browserAuthDeps(): AuthClientDeps {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    fetch: (input, init) => fetch(input, init),
    // The wall clock keeps counting while the computer sleeps, so a token that expired during
    // sleep is seen as expired on wake (only differences of this clock are used).
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    withLock: (run) => (locks ? locks.request('frontdoor-auth-refresh', run) : run()),
    channel: typeof BroadcastChannel === 'undefined' ? null : authChannel(new BroadcastChannel('frontdoor-auth')),
  };
}

function authChannel(channel: BroadcastChannel): NonNullable<AuthClientDeps['channel']> {
  const wrapper: NonNullable<AuthClientDeps['channel']> = {
    postMessage: (message) => channel.postMessage(message),
    onmessage: null,
  };
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'signed-in' || event.data === 'signed-out') wrapper.onmessage?.({ data: event.data });
  };
  return wrapper;
}
