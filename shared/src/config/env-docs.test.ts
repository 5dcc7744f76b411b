import { readFileSync } from 'node:fs';
import { envSchema, parseEnv } from './env.js';

// Issue 43: the configuration cannot drift from its documentation. Every variable of the one zod
// schema of the environment has its row in docs/configuration.md's table and its line in
// .env.example, no row names a variable the schema does not read, and each row's default is the
// schema's.
const root = new URL('../../../', import.meta.url);
const page = readFileSync(new URL('docs/configuration.md', root), 'utf8');
const example = readFileSync(new URL('.env.example', root), 'utf8');

/** The configuration page's table: variable → default as written (backticks removed). */
function documented(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of page.split('\n')) {
    const cells = /^\|\s*`([A-Z0-9_]+)`\s*\|([^|]*)\|/.exec(line);
    if (cells) rows.set(cells[1]!, cells[2]!.trim().replace(/`/g, ''));
  }
  return rows;
}

/** Documented beside the app's variables, read by the tests alone (e2e/support.ts), not by the app. */
const TEST_ONLY = ['SCREENSHOTS_DIR'];

describe('the configuration’s documentation', () => {
  const variables = Object.keys(envSchema.shape).sort();
  const rows = documented();

  it('has a row for every variable the schema reads, and none for another', () => {
    expect(variables.length).toBeGreaterThan(30);
    expect([...rows.keys()].filter((name) => !TEST_ONLY.includes(name)).sort()).toEqual(variables);
    for (const name of TEST_ONLY) expect(rows.get(name)).toBeDefined();
  });

  it('lists every variable in .env.example', () => {
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gives each variable the default the schema gives it', () => {
    const defaults = parseEnv({}) as Record<string, unknown>;
    const wrong = variables.flatMap((name) => {
      const value = defaults[name];
      if (value === undefined || typeof value === 'object') return [];
      const written = rows.get(name)!;
      return written.startsWith(String(value)) ? [] : [`${name}: the page says "${written}", the schema gives "${String(value)}"`];
    });
    expect(wrong).toEqual([]);
  });
});
