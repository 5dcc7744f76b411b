import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { publicUrl, type Env, type SignInErrorCode } from '@frontdoor/shared';
import { ENV } from '../../config/config.module.js';
import { PendingSignIns } from './pending-sign-ins.js';

/** The identity an OpenID Connect provider vouched for. */
export interface ProviderIdentity {
  /** The issuer that vouched: a subject is unique only within its issuer. */
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
}

export type CallbackOutcome =
  | { type: 'identity'; identity: ProviderIdentity; returnTo: string }
  /** The provider refused the account picker: the same sign-in, asked again without it. */
  | { type: 'retry'; url: URL; state: string }
  | { type: 'failed'; code: Extract<SignInErrorCode, 'cancelled-popup-request' | 'unknown'> };

const SCOPE = 'openid email profile';
/** Discovery is cached; re-read daily so a provider's changed endpoints are picked up. */
const DISCOVERY_TTL_MS = 24 * 3600_000;
const REQUEST_TIMEOUT_S = 10;

/**
 * Sign-in with the OpenID Connect provider of OIDC_ISSUER (authorization code flow with PKCE,
 * state and nonce; the account picker is asked for with prompt=select_account). Failures are
 * logged with their context but never with codes, tokens or the client secret.
 */
@Injectable()
export class OidcService {
  private readonly logger = new Logger('OIDC');
  private discovered?: { at: number; config: Promise<client.Configuration> };
  /** Set once the provider has refused prompt=select_account, so later sign-ins skip it. */
  private selectAccountRefused = false;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(PendingSignIns) private readonly pending: PendingSignIns,
  ) {}

  get configured(): boolean {
    return Boolean(this.env.OIDC_ISSUER && this.env.OIDC_CLIENT_ID && this.env.OIDC_CLIENT_SECRET);
  }

  get redirectUri(): string {
    return `${publicUrl(this.env)}/api/login/oidc/callback`;
  }

  /** A fresh authorization request: its URL at the provider and the state to bind the browser to. */
  async begin(returnTo: string): Promise<{ url: URL; state: string }> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const prompt = this.offersAccountPicker(config) ? 'select_account' : null;
    await this.pending.save(state, { codeVerifier, nonce, returnTo, prompt });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(prompt && { prompt }),
    });
    return { url, state };
  }

  /**
   * Finishes the request the provider redirected back with. `callbackUrl` is the redirect URI
   * with the query the browser brought; `boundState` is the state cookie of this browser.
   */
  async complete(callbackUrl: URL, boundState: string | undefined): Promise<CallbackOutcome> {
    const state = callbackUrl.searchParams.get('state');
    if (!state || !boundState || !sameText(state, boundState)) {
      return this.fail('unknown', { reason: boundState ? 'state does not match this browser' : 'no state cookie (another browser, or expired)' });
    }
    const pending = await this.pending.take(state);
    if (!pending) return this.fail('unknown', { reason: 'state unknown, expired or already used' });

    const error = callbackUrl.searchParams.get('error');
    if (error) {
      const description = callbackUrl.searchParams.get('error_description')?.slice(0, 200) ?? undefined;
      if (error === 'access_denied') return this.fail('cancelled-popup-request', { reason: 'provider answered access_denied', description }, 'log');
      if (pending.prompt && error === 'invalid_request' && /prompt/i.test(description ?? '')) {
        this.selectAccountRefused = true;
        this.logger.warn({ message: 'OIDC provider refused prompt=select_account; signing in without the account picker', description });
        return { type: 'retry', ...(await this.begin(pending.returnTo)) };
      }
      return this.fail('unknown', { reason: 'provider answered an error', providerError: error.slice(0, 64), description });
    }

    try {
      const config = await this.configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return this.fail('unknown', { reason: 'no ID token' });
      let { email, email_verified: emailVerified } = claims;
      // Providers that follow the spec strictly put scope-requested claims only in userinfo.
      if (typeof email !== 'string' || !email) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        ({ email, email_verified: emailVerified } = info);
      }
      if (typeof email !== 'string' || !email) return this.fail('unknown', { reason: 'provider gave no email (is the email scope allowed?)' });
      return {
        type: 'identity',
        // Some providers send the flag as the string "true".
        identity: { issuer: claims.iss, subject: claims.sub, email, emailVerified: emailVerified === true || emailVerified === 'true' },
        returnTo: pending.returnTo,
      };
    } catch (error) {
      return this.fail('unknown', { reason: 'code exchange or ID token check failed', ...describe(error) });
    }
  }

  private offersAccountPicker(config: client.Configuration): boolean {
    if (this.selectAccountRefused) return false;
    const supported = config.serverMetadata().prompt_values_supported;
    return !Array.isArray(supported) || supported.includes('select_account');
  }

  /** The provider's metadata, discovered once (again after a failure or a day). */
  private configuration(): Promise<client.Configuration> {
    const now = Date.now();
    if (!this.discovered || now - this.discovered.at > DISCOVERY_TTL_MS) {
      const issuer = new URL(this.env.OIDC_ISSUER!);
      const config = client.discovery(issuer, this.env.OIDC_CLIENT_ID!, undefined, client.ClientSecretBasic(this.env.OIDC_CLIENT_SECRET!), {
        execute: this.allowsHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: REQUEST_TIMEOUT_S,
      });
      const entry = { at: now, config };
      this.discovered = entry;
      config.catch((error: unknown) => {
        if (this.discovered === entry) this.discovered = undefined;
        this.logger.error({ message: 'OIDC discovery failed', issuer: issuer.href, ...describe(error) });
      });
    }
    return this.discovered.config;
  }

  /** Plain http only for a provider on this machine or outside production (tests, development). */
  private allowsHttp(issuer: URL): boolean {
    if (issuer.protocol !== 'http:') return false;
    return this.env.NODE_ENV !== 'production' || ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  }

  private fail(code: Extract<SignInErrorCode, 'cancelled-popup-request' | 'unknown'>, context: Record<string, unknown>, level: 'log' | 'warn' = 'warn'): CallbackOutcome {
    this.logger[level]({ message: 'OIDC sign-in failed', code, ...context });
    return { type: 'failed', code };
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * What may be logged about an error: its kind, code, message and the provider's OAuth error, and
 * the names and codes of its causes (ECONNREFUSED...). Never a cause's message or a response
 * body, which can carry tokens.
 */
export function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error };
  const causes: string[] = [];
  // Duck-typed: errors from fetch may come from another realm (instanceof Error is false there).
  let cause = error.cause as { name?: unknown; code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cause && typeof cause === 'object' && typeof cause.name === 'string' && depth < 3; depth++) {
    causes.push(typeof cause.code === 'string' ? `${cause.name} ${cause.code}` : cause.name);
    cause = cause.cause as typeof cause;
  }
  const {
    code,
    error: oauthError,
    error_description: description,
    status,
  } = error as Error & {
    code?: unknown;
    error?: unknown;
    error_description?: unknown;
    status?: unknown;
  };
  return {
    error: error.name,
    errorMessage: error.message.slice(0, 300),
    ...(typeof code === 'string' && { errorCode: code }),
    ...(typeof oauthError === 'string' && { providerError: oauthError }),
    ...(typeof description === 'string' && { description: description.slice(0, 200) }),
    ...(typeof status === 'number' && { status }),
    ...(causes.length > 0 && { causes }),
  };
}
