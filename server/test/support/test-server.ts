import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Env } from '@frontdoor/shared';
import { createServer } from '../../src/bootstrap.js';

/** The real HTTP server on loopback at env.PORT (tests default to 0: a free port); `base` is its URL. */
export async function startTestServer(env: Env): Promise<{ app: NestExpressApplication; base: string }> {
  const app = await createServer(env);
  await app.listen(env.PORT, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}` };
}
