import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsRepository } from '@frontdoor/data';
import { WebsiteDeletionModule } from '../websites/website-deletion.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { AccessTokens } from './access-tokens.js';
import { AccountController } from './account.controller.js';
import { AccountsService } from './accounts.service.js';
import { AuthGuard } from './auth.guard.js';
import { LoginController } from './login.controller.js';
import { MagicLinkService } from './magic-link.service.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcService } from './oidc/oidc.service.js';
import { PendingSignIns } from './oidc/pending-sign-ins.js';
import { OtpService } from './otp.service.js';
import { SecretHasher } from './secret-hasher.js';
import { PasswordService } from './password.service.js';
import { SessionController } from './session.controller.js';
import { SessionsService } from './sessions.service.js';

@Module({
  imports: [WebsiteDeletionModule],
  controllers: [LoginController, SessionController, AccountController, OidcController],
  providers: [
    { provide: AccountsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new AccountsRepository(dataSource) },
    RateLimitGuard,
    AccessTokens,
    SessionsService,
    AccountsService,
    OtpService,
    MagicLinkService,
    PasswordService,
    SecretHasher,
    AuthGuard,
    OidcService,
    PendingSignIns,
  ],
  exports: [AccessTokens, SessionsService, AccountsService, AuthGuard],
})
export class AuthModule {}
