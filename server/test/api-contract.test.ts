import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_ROUTES, ERROR_STATUS, needsSignIn, openApiPath, routeErrors } from '@frontdoor/shared';
import { buildApiDocument } from '../src/openapi/api-document.js';
import { startTestServer } from './support/test-server.js';
import { createTestContext, type TestContext } from './support/test-env.js';

// The API contract (shared/src/api/contract.ts) is the one description of the API: the server
// validates with its schemas and /api/docs-json is generated from it. This suite fails when the
// server answers a route the contract does not describe, when the contract names a route the
// server does not answer, or when a route lacks its request, response or error schema.

/** Routes the server answers that are not the API: pages, pictures of published sites, feeds. */
const NOT_API = new Set([
  'GET /{*path}', // the app's pages (the built client)
  'GET /embed/{handle}/{sectionId}', // a published site's code embed, on its own policy
  'GET /embed/preview', // the designer's code embed preview, on the same sandbox policy
  'GET /robots.txt',
  'GET /favicon.ico',
  'GET /sitemap.xml',
  'GET /sitemaps/marketing.xml',
  'GET /sitemaps/{version}/{bucket}',
  'GET /metrics', // Prometheus, with its own token
  'GET /fonts', // no font named: a 404 of the fonts route, not the app's page
  'GET /uploads', // no file named: likewise
]);

interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
}

let context: TestContext;
let app: NestExpressApplication;
let base: string;

beforeAll(async () => {
  context = await createTestContext();
  ({ app, base } = await startTestServer(context.env));
});

afterAll(async () => {
  await app?.close();
  await context?.cleanup();
});

/** Every route registered on the server, as `METHOD /path/{param}`. */
function serverRoutes(): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) routes.add(`${method.toUpperCase()} ${openApiPath(layer.route.path)}`);
  }
  return [...routes];
}

const contractRoutes = () => API_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`);

it('describes every route the server answers, and only those', () => {
  const server = serverRoutes();
  // The document itself and its viewer (/api/docs, /api/docs-json, /api/docs-yaml) are not in it.
  const api = server.filter((route) => !NOT_API.has(route) && !/^GET \/api\/docs\b/.test(route));
  expect(api.length).toBeGreaterThan(40);
  expect(api.filter((route) => !contractRoutes().includes(route))).toEqual([]);
  expect(contractRoutes().filter((route) => !server.includes(route))).toEqual([]);
  // No route twice.
  expect(new Set(contractRoutes()).size).toBe(API_ROUTES.length);
});

it('serves the document generated from the contract at /api/docs-json', async () => {
  const res = await fetch(`${base}/api/docs-json`);
  expect(res.status).toBe(200);
  const served = (await res.json()) as ReturnType<typeof buildApiDocument>;
  expect(served.openapi).toBe('3.1.0');
  expect(served).toEqual(JSON.parse(JSON.stringify(buildApiDocument())));
  expect(Object.keys(served.paths ?? {}).length).toBe(new Set(API_ROUTES.map((route) => route.path)).size);
});

// Built once for every route's checks (a build takes a quarter of a second).
const document = buildApiDocument();

describe.each(API_ROUTES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('%s', (_name, route) => {
  const operation = (document.paths?.[route.path] as Record<string, Operation> | undefined)?.[route.method];

  it('has its request schema: every path parameter, the query and the body', () => {
    expect(operation).toBeDefined();
    const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const documented = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    expect(documented.sort()).toEqual(inPath.sort());
    for (const parameter of operation!.parameters ?? []) expect(parameter.schema).toBeDefined();
    if (route.request.query) expect((operation!.parameters ?? []).some((p) => p.in === 'query')).toBe(true);
    if (route.request.body) {
      // A file is sent as its bytes; everything else as JSON.
      expect(operation!.requestBody?.content[route.request.file ? 'application/octet-stream' : 'application/json']?.schema).toBeDefined();
    } else {
      expect(operation!.requestBody).toBeUndefined();
      // A call that changes something and takes nothing says so explicitly in the contract.
      expect(route.request.body).toBeNull();
    }
  });

  it('has its response schema', () => {
    const success = operation!.responses[String(route.response.status)];
    expect(success).toBeDefined();
    if (route.response.body) {
      expect(success!.content?.[route.response.contentType ?? 'application/json']?.schema).toBeDefined();
    } else {
      expect([204, 302, 303]).toContain(route.response.status);
    }
  });

  it('has its error schemas: each error status refers to the one error shape', () => {
    const statuses = [...new Set(routeErrors(route).map((code) => ERROR_STATUS[code]))];
    expect(statuses).toContain(500);
    if (needsSignIn(route.access)) {
      expect(statuses).toContain(401);
      expect(operation!.security).toBeDefined();
    }
    if (route.rateLimit) expect(statuses).toContain(429);
    for (const status of statuses) {
      expect(operation!.responses[String(status)]?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    expect(document.components?.schemas?.Error).toBeDefined();
  });
});

it("documents the fronting proxy's question (Caddy's on-demand TLS `ask`): public, the host in `domain`, 200 or 404", () => {
  const route = API_ROUTES.find((candidate) => candidate.path === '/api/domains/allowed')!;
  expect(route).toMatchObject({ method: 'get', access: { kind: 'public' }, response: { status: 200 } });
  expect(needsSignIn(route.access)).toBe(false);
  const operation = (buildApiDocument().paths?.['/api/domains/allowed'] as Record<string, Operation>).get!;
  expect(operation.parameters).toEqual([expect.objectContaining({ name: 'domain', in: 'query' })]);
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404']));
});
