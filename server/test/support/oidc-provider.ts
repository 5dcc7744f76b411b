import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { exportJWK, generateKeyPair } from 'jose';
import type { Env } from '@frontdoor/shared';
import { Provider, interactionPolicy } from 'oidc-provider';
import { createServer as createAppServer } from '../../src/bootstrap.js';
import { createTestContext } from './test-env.js';
import { freePort } from './free-port.js';

/** An account at the test provider; the login name typed at its sign-in form is the subject. */
export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** 'METHOD /path' of every request the provider received, in order. */
  requests: string[];
  stop(): Promise<void>;
}

export interface OidcProviderOptions {
  /** The app's callback, registered as the client's only redirect URI. */
  redirectUri: string;
  /** Accounts by login name; any other login signs in as `<login>@example.com`, verified. */
  accounts?: Record<string, ProviderAccount>;
  /**
   * Offer prompt=select_account (an account picker before sign-in). oidc-provider's default
   * policy does not, and answers such a request with error=invalid_request.
   */
  selectAccount?: boolean;
  /**
   * Put email and email_verified in the ID token too. By default (as the spec says) claims asked
   * for by scope come only from the userinfo endpoint when an access token is issued.
   */
  claimsInIdToken?: boolean;
}

export interface AppWithProvider {
  /** The app's public URL, http://localhost:PORT (what the browser opens and the redirect URI uses). */
  base: string;
  env: Env;
  app: NestExpressApplication;
  provider: TestOidcProvider;
  stop(): Promise<void>;
}

/**
 * The real server on a fresh database, signing in with a test provider. The redirect URI is built
 * from the app's public URL, so the app listens on a port chosen beforehand and PUBLIC_URL names
 * it (startTestServer always listens on port 0).
 */
export async function startAppWithProvider(
  options: { provider?: Omit<OidcProviderOptions, 'redirectUri'>; env?: Record<string, string> } = {},
): Promise<AppWithProvider> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const provider = await startOidcProvider({ ...options.provider, redirectUri: `${base}/api/login/oidc/callback` });
  const context = await createTestContext({
    PORT: String(port),
    PUBLIC_URL: base,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ...options.env,
  });
  let app: NestExpressApplication | undefined;
  try {
    app = await createAppServer(context.env);
    await app.listen(port, '127.0.0.1');
  } catch (error) {
    await app?.close();
    await provider.stop();
    await context.cleanup();
    throw error;
  }
  return {
    base,
    env: context.env,
    app,
    provider,
    async stop() {
      await app.close();
      await provider.stop();
      await context.cleanup();
    },
  };
}

/** A loopback port nothing listens on right now. */

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with one confidential client
 * (client_secret_basic, authorization code with PKCE required). Its own small sign-in and consent
 * pages stand in for a provider's: type a login name, then Allow (or Cancel: access_denied).
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = 'frontdoor-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = options.accounts ?? {};
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const policy = interactionPolicy.base();
  if (options.selectAccount !== false) {
    // Asked for with prompt=select_account, it comes before login: the picker offers the
    // account signed in at the provider, or another one.
    policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  }

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    conformIdTokenClaims: !options.claimsInIdToken,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts[id] ?? { email: `${id}@example.com`, emailVerified: true };
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified, name: account.name ?? id }),
      };
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
  });
  // Errors the provider answers (bad requests from the app under test) show up in the test output.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider server_error', error));

  const handleProvider = provider.callback();
  const requests: string[] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${new URL(req.url ?? '/', issuer).pathname}`);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|allow|cancel))?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match) return handleProvider(req, res);
    interaction(provider, req, res, match[2]).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(`interaction failed: ${String(error)}`);
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's pages: GET shows the step it is at; POST .../login, .../allow or .../cancel answers it. */
async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, action: string | undefined): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const { uid, prompt, params, session } = details;
  if (req.method === 'GET') {
    const page = prompt.name === 'consent' ? consentPage(uid, String(params.scope ?? '')) : signInPage(uid, prompt.name, session?.accountId);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page);
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  if (action === 'login') {
    const login = form.get('login')?.trim();
    if (!login) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(signInPage(uid, prompt.name, session?.accountId, 'Type a login name.'));
      return;
    }
    // Answering the picker and the sign-in together: choosing an account is signing in with it.
    await provider.interactionFinished(req, res, { select_account: {}, login: { accountId: login } }, { mergeWithLastSubmission: false });
    return;
  }
  if (action === 'cancel') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User cancelled' }, { mergeWithLastSubmission: false });
    return;
  }
  if (action === 'allow' && prompt.name === 'consent') {
    const grant = new provider.Grant({ accountId: session!.accountId!, clientId: String(params.client_id) });
    const missing = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    return;
  }
  res.writeHead(400, { 'content-type': 'text/plain' });
  res.end(`unexpected ${action ?? 'post'} at prompt ${prompt.name}`);
}

function signInPage(uid: string, promptName: string, currentAccount: string | undefined, problem?: string): string {
  const picker = promptName === 'select_account';
  const current =
    picker && currentAccount
      ? `<form method="post" action="/interaction/${uid}/login"><input type="hidden" name="login" value="${escape(currentAccount)}"><button type="submit">Continue as ${escape(currentAccount)}</button></form><p>or use another account:</p>`
      : '';
  return layout(
    picker ? 'Choose an account' : 'Sign in',
    `
    ${current}
    <form method="post" action="/interaction/${uid}/login" data-prompt="${escape(promptName)}">
      <label for="login">Login name</label>
      <input id="login" name="login" autocomplete="username" autofocus>
      ${problem ? `<p role="alert">${escape(problem)}</p>` : ''}
      <button type="submit">Sign in</button>
    </form>`,
  );
}

function consentPage(uid: string, scope: string): string {
  return layout(
    'Authorize Frontdoor',
    `
    <p>Frontdoor asks for: ${escape(scope)}</p>
    <form method="post" action="/interaction/${uid}/allow" data-prompt="consent"><button type="submit">Allow</button></form>
    <form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form>`,
  );
}

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} - Test IdP</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

type Stored = { payload: Record<string, unknown>; expiresAt: number };

/**
 * oidc-provider's storage, in memory for one provider (its built-in one is shared by every
 * instance in the process and warns on each start).
 */
function memoryAdapter(): (model: string) => MemoryAdapter {
  const stores = new Map<string, Map<string, Stored>>();
  return (model) => {
    let store = stores.get(model);
    if (!store) stores.set(model, (store = new Map()));
    return new MemoryAdapter(store);
  };
}

class MemoryAdapter {
  constructor(private readonly store: Map<string, Stored>) {}

  async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
    this.store.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.uid === uid) return this.find(id);
    return undefined;
  }

  async findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined> {
    for (const [id, entry] of this.store) if (entry.payload.userCode === userCode) return this.find(id);
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = this.store.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}
