// `npm run test:node24`: the whole of `npm test` (install check, build, type-check, lint, every
// jest project) on another Node major line than this machine's, here 24, the line the app image
// runs on. That Node comes from the npm registry (scripts/lib/node-line.mjs) and is put first on
// PATH, so whatever the run starts by name (`node`, npm) runs on it too. Arguments after the
// major go to jest as with `npm test`, e.g. `npm run test:node24 -- --selectProjects unit`.
import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { ensureNodeLine } from './lib/node-line.mjs';
import { at } from './lib/paths.mjs';

const [major, ...jestArgs] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  console.error('Usage: node scripts/test-node-line.mjs <major> [jest arguments]');
  process.exit(2);
}
const node = await ensureNodeLine(Number(major));
const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
const child = spawn(node, [at('scripts', 'test.mjs'), ...jestArgs], { stdio: 'inherit', env, cwd: at() });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
