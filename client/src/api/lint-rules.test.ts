import { ESLint } from 'eslint';
import tseslint from '@frontdoor/classic-typescript';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 39: `npm run lint` (scripts/lint.mjs) fails on what reviews miss: a hand-written fetch of
// an API path outside client/src/api, a promise nobody waits for or catches, an import cycle, a
// server route mapped by hand instead of from the contract, a contract route without a handler.
const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The ESLint probes: code written as a file of the workspace for the run (a name unique to it:
 * the type-aware rules read the workspace's program from disk) and linted all at once by one
 * ESLint, so each workspace's program is built once rather than once per probe.
 */
const PROBES = {
  fetchOutsideApi: {
    path: 'client/src/pages/websites/lint-probe.ts',
    code: [
      "export const list = () => fetch('/api/websites');",
      'export const one = (id: string) => window.fetch(`/api/websites/${id}`);',
      "export const other = () => fetch('https://example.com/feed.json');",
    ].join('\n'),
  },
  fetchInsideApi: { path: 'client/src/api/lint-probe.ts', code: "export const refresh = () => fetch('/api/auth/refresh', { method: 'POST' });" },
  floatingPromise: {
    path: 'client/src/pages/websites/lint-probe-promises.ts',
    code: [
      'const load = async () => 1;',
      'export function save() {',
      '  load();',
      '}',
      'export const listen = (on: (handler: () => void) => void) => on(async () => { await load(); });',
      'export const kept = () => void load();',
    ].join('\n'),
  },
  routeByHand: {
    path: 'server/src/publishing/lint-probe.controller.ts',
    code: [
      "import { Body, Controller, Post } from '@nestjs/common';",
      "import { parseBody } from '../common/zod-body.js';",
      "import { publishRequestSchema } from '@frontdoor/shared';",
      '@Controller()',
      'export class ProbeController {',
      "  @Post('api/websites/:id/publish-again')",
      '  publish(@Body() body: unknown) {',
      '    return parseBody(publishRequestSchema, body);',
      '  }',
      '}',
    ].join('\n'),
  },
  entityInServer: { path: 'server/src/auth/lint-probe.ts', code: entityProbe('UserEntity') },
  entityInWorker: { path: 'worker/src/domains/lint-probe.ts', code: entityProbe('UserEntity') },
  recordInServer: { path: 'server/src/auth/lint-probe-record.ts', code: entityProbe('UserRecord') },
} satisfies Record<string, { path: string; code: string }>;

function entityProbe(type: string) {
  return [`import type { ${type} } from '@frontdoor/data';`, `export const idOf = (user: ${type}): string => user.id;`].join('\n');
}

const found = new Map<keyof typeof PROBES, string[]>();

beforeAll(async () => {
  const files = Object.entries(PROBES).map(([name, probe]) => ({
    name: name as keyof typeof PROBES,
    file: `${root}${probe.path.replace(/\.ts$/, `-${process.pid}.ts`)}`,
    code: probe.code,
  }));
  for (const { file, code } of files) writeFileSync(file, code);
  try {
    // The server's and the worker's probes are about imports, which need no types: they are linted
    // without their workspaces' programs (the slowest part of a lint), the client's with its own.
    const results = await new ESLint({
      cwd: root,
      overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['server/**/*lint-probe*', 'worker/**/*lint-probe*'] },
    }).lintFiles(files.map(({ file }) => file));
    for (const { name, file } of files) {
      const result = results.find((candidate) => candidate.filePath === file);
      found.set(
        name,
        result!.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
    }
  } finally {
    for (const { file } of files) rmSync(file, { force: true });
  }
}, 180_000);

/** ESLint's problems with a probe, as "rule: message". */
const problems = (name: keyof typeof PROBES) => found.get(name);

it('refuses a fetch of an /api/ path outside client/src/api, in any spelling', () => {
  expect(problems('fetchOutsideApi')).toEqual([
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
  ]);
});

it('lets client/src/api itself call fetch', () => {
  expect(problems('fetchInsideApi')).toEqual([]);
});

it('refuses a promise left floating or handed where its answer is ignored, with the types of the workspace', () => {
  expect(problems('floatingPromise')!.map((problem) => problem.split(':')[0])).toEqual([
    '@typescript-eslint/no-floating-promises',
    '@typescript-eslint/no-misused-promises',
  ]);
});

it('refuses an import cycle (dependency-cruiser, as npm run lint runs it)', async () => {
  const dir = `${root}client/src/lint-probe-${process.pid}`;
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(`${dir}/first.ts`, "import { second } from './second';\nexport const first = () => second();\n");
    writeFileSync(`${dir}/second.ts`, "import { first } from './first';\nexport const second = (): unknown => first;\n");
    const cruise = (path: string) =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--import', '@frontdoor/classic-typescript/register', `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`, '--output-type', 'err', path],
          { cwd: root },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
        ),
      );
    const cycle = await cruise(`client/src/lint-probe-${process.pid}`);
    expect(cycle.code).not.toBe(0);
    expect(cycle.out).toContain('no-circular');
    // Without the cycle the same files pass.
    writeFileSync(`${dir}/second.ts`, 'export const second = (): unknown => 2;\n');
    expect(await cruise(`client/src/lint-probe-${process.pid}`)).toMatchObject({ code: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it('refuses a server route mapped by hand, or a body parsed by hand, instead of from the contract', () => {
  expect(problems('routeByHand')).toEqual([
    "no-restricted-imports: 'Post' import from '@nestjs/common' is restricted. Register the route with @Route('<method> <path>') from its contract entry (shared/src/api/routes/).",
    "no-restricted-imports: '../common/zod-body.js' import is restricted from being used by a pattern. Take the body with @RouteBody() / the query with @RouteQuery(): they parse with the route's contract schemas.",
  ]);
}, 60_000);

it('refuses a TypeORM entity in the server or the worker: the data layer hands over its own records', () => {
  const message =
    "no-restricted-imports: 'UserEntity' import from '@frontdoor/data' is restricted from being used by a pattern. Use the data layer's record type (e.g. UserRecord), not TypeORM's entity.";
  expect(problems('entityInServer')).toEqual([message]);
  expect(problems('entityInWorker')).toEqual([message]);
  expect(problems('recordInServer')).toEqual([]);
});

it('refuses a route of the contract without its @Route handler (scripts/lint/contract-routes.mjs, as npm run lint runs it)', async () => {
  const check = (sources: string) =>
    new Promise<{ code: number; out: string }>((resolve) =>
      execFile(process.execPath, [`${root}scripts/lint/contract-routes.mjs`, '--sources', sources], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
      ),
    );
  const copy = mkdtempSync(join(tmpdir(), 'frontdoor-routes-'));
  try {
    cpSync(`${root}server/src`, copy, { recursive: true });
    expect(await check(copy)).toMatchObject({ code: 0 });
    // The domains' handlers gone: their six routes are named.
    rmSync(join(copy, 'domains', 'domains.controller.ts'));
    const missing = await check(copy);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("post /api/websites/{id}/domain: in the contract, but no handler has @Route('post /api/websites/{id}/domain')");
    expect(missing.out).toContain("get /api/domains/allowed: in the contract, but no handler has @Route('get /api/domains/allowed')");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}, 60_000);

it('refuses a page that imports another page’s folder (dependency-cruiser, as npm run lint runs it); a feature is where both go', async () => {
  const pages = `${root}client/src/pages`;
  const [first, second] = [`lint-probe-a-${process.pid}`, `lint-probe-b-${process.pid}`];
  mkdirSync(`${pages}/${first}`, { recursive: true });
  mkdirSync(`${pages}/${second}`, { recursive: true });
  try {
    writeFileSync(`${pages}/${second}/helper.ts`, 'export const helper = (): number => 2;\n');
    writeFileSync(`${pages}/${first}/page.ts`, `import { helper } from '../${second}/helper';\nexport const page = (): number => helper();\n`);
    const cruise = () =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile(
          process.execPath,
          [
            '--import',
            '@frontdoor/classic-typescript/register',
            `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`,
            '--output-type',
            'err',
            `client/src/pages/${first}`,
            `client/src/pages/${second}`,
          ],
          { cwd: root },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
        ),
      );
    const refused = await cruise();
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain(`pages-import-no-other-page: client/src/pages/${first}/page.ts → client/src/pages/${second}/helper.ts`);
    // Within its own folder a page imports freely.
    writeFileSync(`${pages}/${first}/helper.ts`, 'export const helper = (): number => 2;\n');
    writeFileSync(`${pages}/${first}/page.ts`, "import { helper } from './helper';\nexport const page = (): number => helper();\n");
    expect(await cruise()).toMatchObject({ code: 0 });
  } finally {
    rmSync(`${pages}/${first}`, { recursive: true, force: true });
    rmSync(`${pages}/${second}`, { recursive: true, force: true });
  }
}, 120_000);
