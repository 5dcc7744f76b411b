import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { at } from './paths.mjs';
import { run } from './run.mjs';

/**
 * The major Node line the app image runs on: the `FROM node:<major>` of the Dockerfile. Tests run
 * the built server on it, and `npm run test:node24` the whole suite.
 */
export function imageNodeMajor() {
  const from = /^FROM node:(\d+)/m.exec(readFileSync(at('Dockerfile'), 'utf8'));
  if (!from) throw new Error('Dockerfile: no `FROM node:<major>` line');
  return Number(from[1]);
}

/**
 * A Node.js binary of the given major line, for a machine whose own Node is another one. It comes
 * from the npm registry: `node-<platform>-<arch>` is the package the `node` package installs, with
 * the official binary inside and no install script. Kept in node_modules/.cache/frontdoor/node-<major>
 * (installed once; a run that finds it there does not ask the registry). Answers its path.
 */
export async function ensureNodeLine(major) {
  const platform = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = at('node_modules', '.cache', 'frontdoor', `node-${major}`);
  const binary = join(dir, 'node_modules', `node-${platform}`, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (major === Number(process.versions.node.split('.')[0])) return process.execPath;
  if (existsSync(binary)) return binary;
  console.log(`Installing Node ${major} from the npm registry (node-${platform}@${major})...`);
  // Into a folder of its own first, then renamed: two test processes asking at once cannot see half an install.
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(`${dir}-`);
  try {
    await run('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', '--prefix', staging, `node-${platform}@${major}`]);
    try {
      renameSync(staging, dir);
    } catch (error) {
      if (!existsSync(binary)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(binary)) throw new Error(`Node ${major} did not install: ${binary} is missing`);
  return binary;
}
