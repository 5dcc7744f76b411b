// Writes what docs/ take from the code (issue 43): the configuration page's table of every
// environment variable, from the zod schema in shared/src/config/env.ts. `npm test` fails when
// the page and the schema differ (shared/src/config/env-docs.test.ts); run `npm run docs` then.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { buildAll } from './lib/build.mjs';
import { at } from './lib/paths.mjs';

const TABLE_START = '<!-- The table below is written by `npm run docs` from shared/src/config/env.ts: change the schema, not the table. -->';
const TABLE_END = '<!-- End of the written table. -->';

await buildAll({ client: false });
const { environmentTable } = await import(at('shared', 'dist', 'config', 'env-docs.js'));
const path = at('docs', 'configuration.md');
const page = readFileSync(path, 'utf8');
const start = page.indexOf(TABLE_START);
const end = page.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`docs/configuration.md has lost its markers (${TABLE_START} … ${TABLE_END})`);
const written = `${page.slice(0, start + TABLE_START.length)}\n\n${environmentTable()}\n\n${page.slice(end)}`;
const formatted = await prettier.format(written, { ...(await prettier.resolveConfig(path)), filepath: path });
writeFileSync(path, formatted);
console.log(formatted === page ? 'docs/configuration.md was up to date' : 'docs/configuration.md: table written');
