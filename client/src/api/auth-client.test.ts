import type { AuthSession } from '@frontdoor/shared';
import { AuthClient, type AuthClientDeps } from './auth-client';

const user = {
  id: 'u1',
  email: 'owner@shop.com',
  emailVerified: true,
  hasPassword: false,
  providers: ['email'],
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
};
const session = (token: string, lifetimeMs = 10 * 60_000): AuthSession => ({
  accessToken: token,
  accessTokenExpiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
  user,
});
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler) {
  let clock = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  const calls: { path: string; auth: string | null }[] = [];
  const deps: AuthClientDeps = {
    fetch: async (input, init = {}) => {
      const path = String(input);
      calls.push({ path, auth: new Headers(init.headers).get('Authorization') });
      return handler(path, init);
    },
    now: () => clock,
    setTimer: (run, ms) => {
      const id = timers.length + 1;
      timers.push({ at: clock + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    withLock: (run) => run(),
    channel: null,
  };
  const client = new AuthClient(deps);
  const advance = async (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { client, calls, advance, timers };
}

describe('AuthClient', () => {
  it('restores the session from the refresh cookie once, however many callers ask', async () => {
    const { client, calls } = setup(() => json(200, session('t1')));
    await Promise.all([client.restore(), client.restore(), client.refresh()]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    expect(client.getState()).toEqual({ status: 'signed-in', user });
  });

  it('is signed out when there is no session to restore', async () => {
    const { client } = setup(() => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } }));
    expect(client.getState().status).toBe('loading');
    await client.restore();
    expect(client.getState().status).toBe('signed-out');
  });

  it('is signed out (not stuck loading) when the server cannot be reached', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await client.restore();
    expect(client.getState().status).toBe('signed-out');
  });

  it('sends the bearer token and refreshes ahead of expiry', async () => {
    let n = 0;
    const { client, calls, advance } = setup((path) => (path === '/api/auth/refresh' ? json(200, session(`t${++n}`)) : json(200, {})));
    await client.restore();
    await client.authorizedFetch('/api/auth/me');
    expect(calls.at(-1)).toEqual({ path: '/api/auth/me', auth: 'Bearer t1' });

    await advance(8 * 60_000); // not yet: a 10-minute token is refreshed a minute before it expires
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
    await advance(60_000 + 1);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(2);
    await client.authorizedFetch('/api/auth/me');
    expect(calls.at(-1)?.auth).toBe('Bearer t2');
  });

  it('refreshes before a request when the token has already expired (a sleeping tab)', async () => {
    let n = 0;
    const { client, calls, advance, timers } = setup((path) => (path === '/api/auth/refresh' ? json(200, session(`t${++n}`)) : json(200, {})));
    await client.restore();
    timers.length = 0; // the timer never fired
    await advance(11 * 60_000);
    await client.authorizedFetch('/api/account');
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh', '/api/auth/refresh', '/api/account']);
    expect(calls.at(-1)?.auth).toBe('Bearer t2');
  });

  it('force-refreshes once on a 401 and retries the request', async () => {
    let n = 0;
    const { client, calls } = setup((path, init) => {
      if (path === '/api/auth/refresh') return json(200, session(`t${++n}`));
      return new Headers(init.headers).get('Authorization') === 'Bearer t2' ? json(200, { ok: true }) : json(401, { error: { code: 'unauthorized', message: 'x' } });
    });
    await client.restore();
    const response = await client.authorizedFetch('/api/auth/me');
    expect(response.status).toBe(200);
    expect(calls.map((c) => `${c.path} ${c.auth ?? ''}`.trim())).toEqual(['/api/auth/refresh', '/api/auth/me Bearer t1', '/api/auth/refresh', '/api/auth/me Bearer t2']);
  });

  it('does not refresh for a 401 about the request itself, and gives up after one retry', async () => {
    let refreshes = 0;
    const { client } = setup((path) => {
      if (path === '/api/auth/refresh') return json(200, session(`t${++refreshes}`));
      if (path === '/api/account') return json(401, { error: { code: 'reauth-required', message: 'Please sign in again to continue.' } });
      return json(401, { error: { code: 'unauthorized', message: 'x' } });
    });
    await client.restore();
    expect((await client.authorizedFetch('/api/account', { method: 'DELETE' })).status).toBe(401);
    expect(refreshes).toBe(1);
    expect((await client.authorizedFetch('/api/auth/me')).status).toBe(401);
    expect(refreshes).toBe(2);
  });

  it('signs out when the refresh is refused', async () => {
    const { client } = setup((path) => {
      if (path === '/api/login/register') return json(200, {});
      return path === '/api/auth/refresh' ? json(401) : json(401, { error: { code: 'unauthorized', message: 'x' } });
    });
    await client.signIn(session('t1'));
    expect(client.getState().status).toBe('signed-in');
    await client.authorizedFetch('/api/auth/me');
    expect(client.getState().status).toBe('signed-out');
  });

  it('registers after a sign-in and forgets the token on sign out', async () => {
    const { client, calls } = setup((path) => (path === '/api/login/register' ? json(201, {}) : json(204)));
    await client.signIn(session('t1'));
    expect(calls).toEqual([{ path: '/api/login/register', auth: 'Bearer t1' }]);
    await client.signOut();
    expect(calls.at(-1)).toEqual({ path: '/api/auth/logout', auth: 'Bearer t1' });
    expect(client.getState().status).toBe('signed-out');
  });

  it('keeps a sign-in that finished while the restore on load was still waiting for its 401', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    const { client } = setup((path) => {
      if (path === '/api/auth/refresh') return new Promise<Response>((resolve) => (answerRefresh = resolve));
      return json(200, {});
    });
    const restoring = client.restore();
    await client.signIn(session('t1'));
    answerRefresh(json(401, { error: { code: 'unauthorized', message: 'x' } }));
    await restoring;
    expect(client.getState()).toEqual({ status: 'signed-in', user });
  });

  it('does not bring back a session that was signed out while its refresh was in flight', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    const { client } = setup((path) => {
      if (path === '/api/auth/refresh') return new Promise<Response>((resolve) => (answerRefresh = resolve));
      return json(204);
    });
    await client.signIn(session('t1'));
    const refreshing = client.refresh();
    await client.signOut();
    answerRefresh(json(200, session('t2')));
    expect(await refreshing).toBe(false);
    expect(client.getState().status).toBe('signed-out');
  });

  it('notifies subscribers of every change', async () => {
    const { client } = setup(() => json(200, session('t1')));
    const seen: string[] = [];
    client.subscribe(() => seen.push(client.getState().status));
    await client.restore();
    client.forget();
    expect(seen).toEqual(['signed-in', 'signed-out']);
  });
});
