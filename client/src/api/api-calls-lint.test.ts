import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// Issue 39: every call of the API goes through client/src/api; `npm run lint` fails on a
// hand-written fetch of an API path anywhere else in the client (eslint.config.js).
const root = fileURLToPath(new URL('../../..', import.meta.url));

async function problems(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

it('refuses a fetch of an /api/ path outside client/src/api, in any spelling', async () => {
  const code = [
    "export const list = () => fetch('/api/websites');",
    'export const one = (id: string) => window.fetch(`/api/websites/${id}`);',
    "export const other = () => fetch('https://example.com/feed.json');",
  ].join('\n');
  const found = await problems(code, `${root}client/src/pages/websites/probe.ts`);
  expect(found).toEqual([
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
    'no-restricted-syntax: Call the API through client/src/api (api(), publicApi(), the query hooks), not with fetch.',
  ]);
}, 60_000);

it('lets client/src/api itself call fetch', async () => {
  expect(await problems("export const refresh = () => fetch('/api/auth/refresh', { method: 'POST' });", `${root}client/src/api/probe.ts`)).toEqual([]);
}, 60_000);
