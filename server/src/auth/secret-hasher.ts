import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { Env } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

/**
 * argon2id hashes of passwords and sign-in codes. The cost is argon2's default unless
 * PASSWORD_HASH_COST=low (tests only, refused in production); verifying reads the cost from the
 * hash, so hashes made at either cost keep working.
 */
@Injectable()
export class SecretHasher {
  private readonly options: argon2.HashOptions;
  private dummy?: Promise<string>;

  constructor(@Inject(ENV) env: Env) {
    this.options = env.PASSWORD_HASH_COST === 'low' ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } : { type: argon2.argon2id };
  }

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, this.options);
  }

  verify(hash: string, secret: string): Promise<boolean> {
    return argon2.verify(hash, secret);
  }

  /** Checks `secret` against a fixed hash and answers false: as slow as a real check, so timing does not reveal accounts. */
  async verifyNothing(secret: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password');
    await argon2.verify(await this.dummy, secret);
    return false;
  }
}
