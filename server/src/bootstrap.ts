import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { sep } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { publicUrl, userContentOrigin, type Env } from '@frontdoor/shared';
import { AppModule } from './app.module.js';
import { buildApiDocument } from './openapi/api-document.js';
import { clientDist } from './client-app/client-dist.js';
import { precompressedAssets } from './client-app/precompressed-assets.js';
import { ErrorFilter } from './common/error.filter.js';
import { PublishedPages } from './publishing/published-pages.js';
import { installPublishedPagesListener, publishedPagesMiddleware } from './publishing/published-pages.middleware.js';
import { VisitCounter } from './statistics/visit-counter.js';
import { createJsonLogger } from './common/json-logger.js';
import { CollabServer } from './collab/collab-server.js';
import { answerMalformedRequests } from './common/client-error.js';
import { crossSiteGuard } from './common/cross-site-guard.js';
import { securityHeaders } from './common/security-headers.js';
import { MetricsService } from './metrics/metrics.service.js';
import { UpgradeRouter } from './common/upgrade-router.js';
import { RoutedWsAdapter } from './events/routed-ws-adapter.js';
import { DomainHosts } from './domains/domain-hosts.js';
import { DomainRoutes } from './domains/domain-routes.js';

/** Builds the HTTP app (not listening yet): API, OpenAPI docs, error shape, the built client. */
export async function createServer(env: Env): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    logger: createJsonLogger(env),
    bufferLogs: false,
  });
  app.disable('x-powered-by');
  answerMalformedRequests(app.getHttpServer());
  // Behind a load balancer, visitors' addresses (rate limits) and https come from its headers.
  app.set('trust proxy', env.TRUST_PROXY);
  const metrics = app.get(MetricsService);
  app.use(metrics.middleware());
  // Visits are counted after the page is sent, on the app's addresses and custom domains alike
  // (issue 42: in memory, flushed in batches).
  const visits = app.get(VisitCounter);
  const count = (req: IncomingMessage, handle: string) => visits.seen(req, handle);
  // Custom domains first: a request on one never reaches the app's own addresses or pages.
  const domainHosts = new DomainHosts(app.get(DomainRoutes), app.get(PublishedPages), count);
  app.use(domainHosts.middleware());
  app.use(publishedPagesMiddleware(app.get(PublishedPages), count));
  installPublishedPagesListener(app.getHttpServer(), app.get(PublishedPages), () => metrics.publishedPages.inc(), domainHosts, count);
  app.use(securityHeaders({ clientDist: clientDist(env), publicUrl: publicUrl(env), userContentOrigin: userContentOrigin(env) }));
  app.use(crossSiteGuard(env));
  app.use(cookieParser());
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  // One upgrade listener routes WebSockets by path: /collab (Hocuspocus) and /events (gateway).
  const upgrades = new UpgradeRouter(app.getHttpServer());
  app.get(CollabServer).attach(upgrades);
  app.useWebSocketAdapter(new RoutedWsAdapter(app, upgrades));
  app.use(precompressedAssets(clientDist(env)));
  // Hashed build assets are cached for a year; other files (samples, og-image.png) keep their
  // names across builds, so browsers check them again.
  app.useStaticAssets(clientDist(env), {
    index: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The document comes from the shared API contract (zod schemas), not from decorators.
  SwaggerModule.setup('api/docs', app, () => buildApiDocument() as unknown as OpenAPIObject, {
    jsonDocumentUrl: 'api/docs-json',
  });
  return app;
}
