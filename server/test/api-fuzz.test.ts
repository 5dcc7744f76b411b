import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { API_ROUTES, createDefaultSiteDocument, errorBodySchema, type ApiRoute } from '@frontdoor/shared';
import { DraftEventStore } from '@frontdoor/data';
import { startAppWithWorker } from './support/app-with-worker.js';
import { arbitraryOf, type JsonSchema } from './support/json-schema-arbitrary.js';
import { signInByCode } from './support/sign-in.js';

// Fuzzing every route of the API contract (the routes of /api/docs-json) with generated
// requests: bodies, parameters and queries from the shared zod schemas (as JSON Schema, through
// fast-check) and their negations (wrong types, missing and extra keys), huge and deeply nested
// values, prototype-pollution keys, malformed JSON, wrong content types and broken encodings,
// signed in as a website's owner or not. Against the real server, worker, PostgreSQL and Redis:
//   - no answer is a 5xx;
//   - every 4xx has the one error shape with a message a person can read;
//   - no answer carries a stack trace or a file path;
//   - Object.prototype is untouched afterwards.

const TOTAL = 10_000;
const CONCURRENCY = 8;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

interface Fixtures {
  token: string;
  websiteId: string;
  handle: string;
  inviteId: string;
}

interface FuzzRequest {
  route: ApiRoute;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

let running: Awaited<ReturnType<typeof startAppWithWorker>>;
let fixtures: Fixtures;

beforeAll(async () => {
  running = await startAppWithWorker();
  const db = running.app.get(DataSource);
  const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  const { session, client } = await signInByCode(running.base, email);
  const websiteId = randomUUID();
  await new DraftEventStore(db).createDraft({
    userId: session.user.id,
    document: createDefaultSiteDocument({ id: websiteId, businessName: 'Fuzz Florist', sectionTypes: ['Header', 'Introduction', 'Contact', 'Newsletter', 'Footer'] }),
  });
  const handle = `fuzz-${websiteId.slice(0, 8)}`;
  await client.post(`/api/websites/${websiteId}/publish`, { handle });
  const [invite] = await db.query('INSERT INTO website_invites (invited_user_email, website_id) VALUES ($1, $2) RETURNING id', ['guest@example.com', websiteId]);
  fixtures = { token: session.accessToken, websiteId, handle, inviteId: invite.id };
}, 60_000);
afterAll(() => running?.stop());

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Strings no one should send in a path or a query. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '__proto__', 'constructor', 'null', 'undefined', '-1', '0', '1e309', ' ', '\u202e', '😀'.repeat(50)),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** A path parameter: valid for its schema, an existing fixture, or hostile (some sent raw). */
function paramArbitrary(name: string, schema: JsonSchema | undefined, route: ApiRoute): fc.Arbitrary<string> {
  const existing =
    name === 'handle'
      ? [fixtures.handle]
      : name === 'id' && route.path.startsWith('/api/invite/')
        ? [fixtures.inviteId]
        : name === 'id' && route.method !== 'delete'
          ? [fixtures.websiteId]
          : [randomUUID()];
  return fc.oneof(
    { weight: 3, arbitrary: arbitraryOf(schema).map((value) => encodeURIComponent(String(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...existing) },
    { weight: 3, arbitrary: hostileText.map((value) => (/^%|\.\.%2F/.test(value) ? value : encodeURIComponent(value))) },
  );
}

/** A query string: from the schema, hostile values, repeated or bracketed keys. */
function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const valid = schema ? (arbitraryOf(schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((values) => new URLSearchParams(Object.entries(values ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString()) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('to', 'token', 'seed', 'k', 'returnTo', 'w', 'c'), hostileText)
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}&${key}=2`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'to[a]=b',
        'token[]=x',
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        'w=1e999&h=-0',
        'c=%',
        'returnTo=https%3A%2F%2Fevil.example',
      ),
    },
  );
}

/** Deeply nested JSON text (arrays and objects). */
const deep = fc
  .integer({ min: 1000, max: 20_000 })
  .chain((depth) => fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** A body: valid for the schema, one key off, wrong types, huge, nested, polluting or malformed. */
function bodyArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const valid = schema ? arbitraryOf(schema) : fc.constant({});
  const mutated = fc.tuple(valid, fc.constantFrom('drop', 'wrong-type', 'extra', 'null-each'), fc.anything()).map(([value, how, other]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return other;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const key = Object.keys(copy)[0];
    if (how === 'drop' && key) delete copy[key];
    if (how === 'wrong-type' && key) copy[key] = typeof copy[key] === 'string' ? 12345 : 'not the right type';
    if (how === 'extra') copy['unexpected'] = other;
    if (how === 'null-each') for (const k of Object.keys(copy)) copy[k] = null;
    return copy;
  });
  const pollute = valid.map((value) => {
    const inner = value && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value).slice(1, -1) : '"x":1';
    return `{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},${inner}}`;
  });
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 3, arbitrary: mutated.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: pollute },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.integer({ min: 50_000, max: 400_000 }).map((n) => JSON.stringify({ text: 'x'.repeat(n), email: `${'a'.repeat(n)}@example.com` })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{nope', '\u0000', '', 'null', '[]', '"text"', '1e999', '{"a":1}{"b":2}', '\ufeff{}') },
  );
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/json; charset=utf-16',
      'application/json; charset=klingon',
      'application/xml',
      '',
    ),
  },
);

const authorizations = fc.oneof(
  { weight: 4, arbitrary: fc.constant('owner') },
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Bearer ' + 'x'.repeat(5000), 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.') },
);

/** Other headers a browser, a bot or an attacker sends: content negotiation, cookies, another site's origin. */
const extraHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        accept: fc.constantFrom('text/html', '*/*', 'image/png', '', 'application/json;q=0, text/html;q=0'),
        'accept-encoding': fc.constantFrom('br', 'gzip, deflate', 'identity;q=0', '*'),
        'accept-language': fc.constantFrom('fr-CA', '*', 'x'.repeat(300)),
      },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        cookie: fc.constantFrom('fd_refresh=garbage', 'fd_refresh=' + 'x'.repeat(3000), 'a=b; a=c', '%%%=%%%', 'fd_device=1; fd_refresh='),
        origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
        'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none'),
      },
      { requiredKeys: [] },
    ),
  },
);

function requestArbitrary(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = route.request.params ? jsonSchema(route.request.params) : undefined;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const params = fc.tuple(...names.map((name) => paramArbitrary(name, paramsSchema?.properties?.[name], route)));
  const query = route.request.query
    ? queryArbitrary(jsonSchema(route.request.query))
    : fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryArbitrary(undefined) });
  const body = route.request.body
    ? bodyArbitrary(jsonSchema(route.request.body))
    : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyArbitrary(undefined) });
  return fc
    .record({ params, query, body, contentType: contentTypes, authorization: authorizations, address: fc.ipV4(), extra: extraHeaders })
    .map(({ params, query, body, contentType, authorization, address, extra }) => {
      let path = route.path;
      names.forEach((name, index) => (path = path.replace(`{${name}}`, params[index])));
      const headers: Record<string, string> = { 'x-forwarded-for': address, accept: 'application/json', ...extra };
      if (authorization === 'owner') {
        // Deleting the fixtures (or the account) would leave the rest of the run nothing to find.
        if (route.method !== 'delete') headers.authorization = `Bearer ${fixtures.token}`;
      } else if (authorization) {
        headers.authorization = authorization;
      }
      const sendsBody = route.method !== 'get' && body !== undefined;
      if (sendsBody && contentType) headers['content-type'] = contentType;
      const text = sendsBody && contentType === 'application/x-www-form-urlencoded' ? formEncoded(body!) : body;
      return { route, method: route.method.toUpperCase(), path: query ? `${path}?${query}` : path, headers, body: sendsBody ? text : undefined };
    });
}

/** A JSON object's top-level values as a form post (what a browser without JavaScript sends). */
function formEncoded(json: string): string {
  try {
    const value = JSON.parse(json);
    if (value && typeof value === 'object')
      return new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  } catch {
    // Not JSON: sent as it is.
  }
  return json;
}

const STACK_TRACE = /\n\s+at [\w$.<>[\] ]+ \(|\bat (?:async )?[\w$.]+ \(\/|node_modules|\/work\/|\.[jt]s:\d+:\d+/;
const FRAMEWORK_WORDING =
  /^(Bad Request|Not Found|Internal Server Error|Unexpected token|Cannot (GET|POST|DELETE)|request entity too large|Payload Too Large|Unsupported Media Type)\b/i;

/** What is wrong with an answer, or null. */
function problemWith(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (STACK_TRACE.test(text)) return 'a stack trace or a file path in the answer';
  if (status < 400) return null;
  if (contentType.includes('text/html')) {
    // A visitor form posted without JavaScript answers a small page that says what to fix.
    return /<h1[^>]*>[^<]{4,}/.test(text) ? null : 'an error page without a heading';
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `a ${status} that is not JSON`;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return `a ${status} without the error shape`;
  const message = parsed.data.error.message;
  if (message.trim().length < 8 || !/\s/.test(message.trim())) return `an unclear message: ${JSON.stringify(message)}`;
  if (FRAMEWORK_WORDING.test(message)) return `the framework's wording: ${JSON.stringify(message)}`;
  return null;
}

it(`answers ${TOTAL.toLocaleString('en')} generated requests over every route without a 5xx, each refusal with a clear message and no stack trace`, async () => {
  const perRoute = Math.ceil(TOTAL / API_ROUTES.length);
  const requests = API_ROUTES.flatMap((route, index) => fc.sample(requestArbitrary(route), { numRuns: perRoute, seed: SEED + index })).slice(0, TOTAL);
  const tally = { '2xx/3xx': 0, '4xx': 0, '5xx': 0 };
  const problems: string[] = [];
  let next = 0;
  const sendOnce = (request: (typeof requests)[number], extra: Record<string, string> = {}) =>
    fetch(`${running.base}${request.path}`, { method: request.method, headers: { ...request.headers, ...extra }, body: request.body, redirect: 'manual' });
  const send = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const res = await sendOnce(request).catch((error: Error & { cause?: { code?: string } }) => {
        // A kept-alive connection the server closed as this request went out (a busy machine) is
        // tried once more on a new one, as browsers do; a server that stopped answering fails again.
        if (error.cause?.code !== 'ECONNRESET') throw error;
        return sendOnce(request, { connection: 'close' });
      });
      const text = await res.text();
      tally[res.status >= 500 ? '5xx' : res.status >= 400 ? '4xx' : '2xx/3xx']++;
      const problem = problemWith(res.status, res.headers.get('content-type') ?? '', text);
      if (problem && problems.length < 20) {
        problems.push(
          `${request.method} ${request.path.slice(0, 160)} [${request.headers['content-type'] ?? '-'}] ${(request.body ?? '').slice(0, 120)} -> ${res.status}: ${problem} ${text.slice(0, 200)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, send));
  // One line for the log: how many, and how they were answered.
  console.log(
    `fuzz (seed ${SEED}): ${requests.length} requests over ${API_ROUTES.length} routes: ${tally['2xx/3xx']} answered, ${tally['4xx']} refused (4xx), ${tally['5xx']} × 5xx`,
  );
  expect(requests.length).toBe(TOTAL);
  expect(problems).toEqual([]);
  expect(tally['5xx']).toBe(0);
  // Nothing sent reached Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  // The server still answers, and the owner still has their website.
  const after = await fetch(`${running.base}/api/websites/${fixtures.websiteId}`, { headers: { authorization: `Bearer ${fixtures.token}` } });
  expect(after.status).toBe(200);
}, 600_000);
