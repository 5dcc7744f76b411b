import { ESLint } from 'eslint';
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
 * ESLint's problems with `code` as the client file `path` (a name unique to this run: the file is
 * written for the run, since the type-aware rules read the workspace's program from disk).
 */
async function problems(code: string, path: string): Promise<string[]> {
  const filePath = `${root}${path.replace(/\.ts$/, `-${process.pid}.ts`)}`;
  writeFileSync(filePath, code);
  try {
    const [result] = await new ESLint({ cwd: root }).lintFiles([filePath]);
    return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
  } finally {
    rmSync(filePath, { force: true });
  }
}

it('refuses a fetch of an /api/ path outside client/src/api, in any spelling', async () => {
  const code = [
    "export const list = () => fetch('/api/websites');",
    'export const one = (id: string) => window.fetch(`/api/websites/${id}`);',
    "export const other = () => fetch('https://example.com/feed.json');",
  ].join('\n');
  const found = await problems(code, 'client/src/pages/websites/lint-probe.ts');
  expect(found).toEqual([
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
  ]);
}, 60_000);

it('lets client/src/api itself call fetch', async () => {
  expect(await problems("export const refresh = () => fetch('/api/auth/refresh', { method: 'POST' });", 'client/src/api/lint-probe.ts')).toEqual([]);
}, 60_000);

it('refuses a promise left floating or handed where its answer is ignored, with the types of the workspace', async () => {
  const code = [
    'const load = async () => 1;',
    'export function save() {',
    '  load();',
    '}',
    'export const listen = (on: (handler: () => void) => void) => on(async () => { await load(); });',
    'export const kept = () => void load();',
  ].join('\n');
  const found = await problems(code, 'client/src/pages/websites/lint-probe.ts');
  expect(found.map((problem) => problem.split(':')[0])).toEqual(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);
}, 120_000);

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

it('refuses a server route mapped by hand, or a body parsed by hand, instead of from the contract', async () => {
  const code = [
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
  ].join('\n');
  const found = await problems(code, 'server/src/publishing/lint-probe.controller.ts');
  expect(found).toEqual([
    "no-restricted-imports: 'Post' import from '@nestjs/common' is restricted. Register the route with @Route('<method> <path>') from its contract entry (shared/src/api/routes/).",
    "no-restricted-imports: '../common/zod-body.js' import is restricted from being used by a pattern. Take the body with @RouteBody() / the query with @RouteQuery(): they parse with the route's contract schemas.",
  ]);
}, 60_000);

it('refuses a TypeORM entity in the server or the worker: the data layer hands over its own records', async () => {
  const code = ["import type { UserEntity } from '@frontdoor/data';", 'export const idOf = (user: UserEntity): string => user.id;'].join('\n');
  const message =
    "no-restricted-imports: 'UserEntity' import from '@frontdoor/data' is restricted from being used by a pattern. Use the data layer's record type (e.g. UserRecord), not TypeORM's entity.";
  expect(await problems(code, 'server/src/auth/lint-probe.ts')).toEqual([message]);
  expect(await problems(code, 'worker/src/domains/lint-probe.ts')).toEqual([message]);
  expect(await problems(code.replace(/UserEntity/g, 'UserRecord'), 'server/src/auth/lint-probe.ts')).toEqual([]);
}, 60_000);

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
