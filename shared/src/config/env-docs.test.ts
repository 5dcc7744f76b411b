import { readFileSync } from 'node:fs';
import { environmentRows } from './env-docs.js';
import { envSchema } from './env.js';

// Issue 43: the configuration cannot drift from its documentation. docs/configuration.md's table
// is written from the one zod schema of the environment (`npm run docs`): every variable, its
// default and its meaning, in the schema's order; .env.example lists every variable.
const root = new URL('../../../', import.meta.url);
const page = readFileSync(new URL('docs/configuration.md', root), 'utf8');
const example = readFileSync(new URL('.env.example', root), 'utf8');

/** The configuration page's table as written: variable, default and meaning of each row (padding and backslashes removed). */
function documented() {
  return page.split('\n').flatMap((line) => {
    const cells = /^\|\s*`([A-Z0-9_]+)`\s*\|((?:[^|\\]|\\.)*)\|((?:[^|\\]|\\.)*)\|\s*$/.exec(line);
    const text = (cell: string) => cell.trim().replace(/\\\|/g, '|');
    return cells ? [{ name: cells[1]!, whenUnset: text(cells[2]!), description: text(cells[3]!) }] : [];
  });
}

describe('the configuration’s documentation', () => {
  const variables = Object.keys(envSchema.shape);

  it('describes every variable of the schema', () => {
    expect(variables.length).toBeGreaterThan(30);
    expect(environmentRows().filter((row) => row.description.length < 10)).toEqual([]);
  });

  it('is the table the schema writes: every variable, its default and its meaning, and nothing else (`npm run docs` writes it)', () => {
    expect(documented()).toEqual(environmentRows());
  });

  it('shows the schema’s own default where it has one', () => {
    const rows = new Map(environmentRows().map((row) => [row.name, row.whenUnset]));
    expect(rows.get('PORT')).toBe('`3000`');
    expect(rows.get('REDIS_PREFIX')).toBe('`frontdoor`');
    expect(rows.get('SMTP_URL')).toBe('(empty)');
    expect(rows.get('AUTH_SECRET')).toBe('random per process');
  });

  it('lists every variable in .env.example', () => {
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });
});
