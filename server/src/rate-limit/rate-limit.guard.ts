import { createHmac } from 'node:crypto';
import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { clientAddressBucket, normalizeEmail, type Env, type RateLimitRule } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { purposeKey } from '../common/purpose-key.js';
import { ENV } from '../config/config.module.js';
import { whenReady } from '../redis/when-ready.js';

const RULES = Symbol('rate-limit-rules');

/** Limits a route (the contract's `rateLimit`, applied by @Route); counters live in Redis so every server instance shares them. */
export const RateLimit = (...rules: RateLimitRule[]) => SetMetadata(RULES, rules);

/**
 * A fixed-window limiter over Redis (INCR + PEXPIRE). @nestjs/throttler does the same, but it
 * is CommonJS requiring ESM-only NestJS 12, which Jest on Node 20 cannot load.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  /** Counters are keyed by an HMAC of the address or email, not the address itself: Redis holds nothing personal (issue 42). */
  private readonly key: Buffer;

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(ENV) env: Env,
  ) {
    // Shared by every instance through AUTH_SECRET; without it (development) this process's own.
    this.key = purposeKey(env.AUTH_SECRET, 'rate limits');
  }

  private pseudonym(tracker: string): string {
    return createHmac('sha256', this.key).update(tracker).digest('base64url').slice(0, 22);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RULES, context.getHandler()) ?? [];
    if (!rules.length) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!(await whenReady(this.redis))) throw new AppError('service_unavailable');
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    for (const rule of rules) {
      const tracker = rule.by === 'ip' ? clientAddressBucket(req.ip ?? 'unknown') : rule.by === 'site' ? String(req.params?.handle ?? '') : emailOf(req);
      if (!tracker) continue;
      const key = `ratelimit:${route}:${rule.by}:${rule.by === 'site' ? tracker : this.pseudonym(tracker)}`;
      // Without Redis the limits cannot be checked: refuse rather than let sign-in go unlimited.
      const results = await this.redis
        .multi()
        .incr(key)
        .pexpire(key, rule.windowMs, 'NX')
        .pttl(key)
        .exec()
        .catch(() => {
          throw new AppError('service_unavailable');
        });
      const hits = Number(results?.[0]?.[1] ?? 0);
      const remainingMs = Number(results?.[2]?.[1] ?? rule.windowMs);
      if (hits > rule.limit) {
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(remainingMs / 1000))));
        throw new AppError('rate_limited');
      }
    }
    return true;
  }
}

function emailOf(req: Request): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
}
