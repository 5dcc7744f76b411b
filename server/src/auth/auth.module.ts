import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import { normalizeEmail } from '@frontdoor/shared';
import { AccessTokens } from './access-tokens.js';
import { AccountController } from './account.controller.js';
import { AccountsService } from './accounts.service.js';
import { AuthGuard } from './auth.guard.js';
import { LoginController } from './login.controller.js';
import { MagicLinkService } from './magic-link.service.js';
import { OtpService } from './otp.service.js';
import { PasswordService } from './password.service.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { SessionController } from './session.controller.js';
import { SessionsService } from './sessions.service.js';

const emailOf = (req: Request): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : '';
};

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [Redis],
      useFactory: (redis: Redis) => ({
        storage: new RedisThrottlerStorage(redis),
        throttlers: [
          // Defaults; each route sets its own limits with @Throttle.
          { name: 'ip', ttl: 15 * 60_000, limit: 30 },
          {
            name: 'email',
            ttl: 15 * 60_000,
            limit: 5,
            getTracker: (req) => `email:${emailOf(req as Request)}`,
            skipIf: (context) => emailOf(context.switchToHttp().getRequest<Request>()) === '',
          },
        ],
      }),
    }),
  ],
  controllers: [LoginController, SessionController, AccountController],
  providers: [AccessTokens, SessionsService, AccountsService, OtpService, MagicLinkService, PasswordService, AuthGuard],
  exports: [AccessTokens, SessionsService, AccountsService, AuthGuard],
})
export class AuthModule {}
