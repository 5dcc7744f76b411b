import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainsRepository } from '@frontdoor/data';
import { AuthModule } from '../auth/auth.module.js';
import { DraftsModule } from '../drafts/drafts.module.js';
import { PublishedPagesModule } from '../publishing/published-pages.module.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { WebsiteDeletionModule } from '../websites/website-deletion.module.js';
import { DomainChanges } from './domain-changes.js';
import { DomainRoutes } from './domain-routes.js';
import { DomainAllowedController, DomainsController } from './domains.controller.js';
import { DomainsService } from './domains.service.js';

/**
 * Custom domains (issue 29): the owner's calls, the proxy's question, and how hosts are served
 * (DomainRoutes). Global, so the website lists read the domains' repository and the start-up
 * installs the routing without importing this module.
 */
@Global()
@Module({
  imports: [AuthModule, DraftsModule, PublishedPagesModule, WebsiteDeletionModule],
  controllers: [DomainsController, DomainAllowedController],
  providers: [
    { provide: DomainsRepository, inject: [DataSource], useFactory: (dataSource: DataSource) => new DomainsRepository(dataSource) },
    DomainRoutes,
    DomainChanges,
    DomainsService,
    RateLimitGuard,
  ],
  exports: [DomainsRepository, DomainRoutes],
})
export class DomainsModule {}
