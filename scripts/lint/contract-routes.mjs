// Part of `npm run lint`: every route of the API contract (shared/src/api/contract.ts) has exactly
// one handler registered with @Route('<method> <path>') in the server, and no @Route names a
// route the contract lacks (the type-check says so too). `--sources <dir>` checks another copy of
// the server's sources (the lint rules' own test does).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createJiti } from 'jiti';
import { at } from '../lib/paths.mjs';

const sourcesArg = process.argv.indexOf('--sources');
const sources = sourcesArg > 0 ? process.argv[sourcesArg + 1] : at('server', 'src');

/** The contract read from its TypeScript sources (lint runs beside the build, before any dist/ exists). */
const { API_ROUTES } = await createJiti(import.meta.url).import(at('shared', 'src', 'api', 'contract.ts'));
const contract = new Set(API_ROUTES.map((route) => `${route.method} ${route.path}`));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

const handlers = new Map();
for (const file of files(sources)) {
  for (const match of readFileSync(file, 'utf8').matchAll(/@Route\(\s*'([^']+)'\s*\)/g)) {
    handlers.set(match[1], [...(handlers.get(match[1]) ?? []), relative(sources, file)]);
  }
}

const problems = [
  ...[...contract].filter((key) => !handlers.has(key)).map((key) => `${key}: in the contract, but no handler has @Route('${key}')`),
  ...[...handlers].filter(([key]) => !contract.has(key)).map(([key, where]) => `${key}: @Route in ${where.join(', ')}, but not in the contract`),
  ...[...handlers].filter(([, where]) => where.length > 1).map(([key, where]) => `${key}: more than one handler (${where.join(', ')})`),
];
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(`${contract.size} routes, each with its handler`);
