import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { z } from 'zod';

/** How long a browser may spend at the provider between start and callback. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;

export const pendingSignInSchema = z.object({
  codeVerifier: z.string().min(43),
  nonce: z.string().min(1),
  returnTo: z.string(),
  /** The prompt that was asked for, so a provider that refuses it can be asked again without. */
  prompt: z.literal('select_account').nullable(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/**
 * What the callback needs to finish an authorization request, kept in Redis under its state
 * (any server instance may receive the callback) and taken exactly once.
 */
@Injectable()
export class PendingSignIns {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async save(state: string, pending: PendingSignIn): Promise<void> {
    await this.redis.set(key(state), JSON.stringify(pending), 'PX', PENDING_SIGN_IN_TTL_MS);
  }

  /** The request under this state, deleted in the same step so a replayed callback finds nothing. */
  async take(state: string): Promise<PendingSignIn | null> {
    const stored = await this.redis.getdel(key(state));
    if (!stored) return null;
    const parsed = pendingSignInSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  }
}

const key = (state: string) => `oidc:pending:${state}`;
