import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { at } from './paths.mjs';
import { run } from './run.mjs';

const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'shared/package.json',
  'data/package.json',
  'server/package.json',
  'worker/package.json',
  'client/package.json',
  'tools/classic-typescript/package.json',
];
const STAMP = at('node_modules', '.frontdoor-install');

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of MANIFESTS) if (existsSync(at(file))) hash.update(file).update(readFileSync(at(file)));
  return hash.digest('hex');
}

/**
 * Installs dependencies when node_modules is missing or older than the manifests. Uses only
 * Node built-ins. `npm install` (not `npm ci`): see ../shared/STACK.md. `--prefer-offline`: the
 * lockfile pins every version, so what npm's cache already holds is used without asking the
 * registry again.
 */
export async function ensureInstalled() {
  const wanted = manifestHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return false;
  console.log('Installing dependencies (npm install)...');
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: at() });
  writeFileSync(STAMP, manifestHash());
  return true;
}
