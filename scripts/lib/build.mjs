import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { at } from './paths.mjs';
import { run } from './run.mjs';
import { isStale, touch } from './stale.mjs';

// Compiled with swc (not tsx/esbuild): it keeps the decorator metadata Nest's injection needs.
const SWC = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: true,
};

const SKIP = /\.(test|arbitrary)\.tsx?$|\.d\.ts$/;

function sources(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !SKIP.test(entry) ? [path] : [];
  });
}

async function compile(units, outDir) {
  const swc = await import('@swc/core');
  rmSync(outDir, { recursive: true, force: true });
  for (const { dir, base } of units) {
    for (const file of sources(dir)) {
      const out = join(outDir, relative(base, file)).replace(/\.tsx?$/, '.js');
      const jsc = { ...SWC.jsc, parser: { ...SWC.jsc.parser, tsx: file.endsWith('.tsx') } };
      const result = await swc.transformFile(file, { ...SWC, jsc, filename: file, sourceFileName: relative(dirname(out), file) });
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${result.code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
      if (result.map) writeFileSync(`${out}.map`, result.map);
    }
  }
}

const TARGETS = [
  { name: 'shared', inputs: ['shared/src', 'shared/package.json'], out: 'shared/dist', units: [{ dir: 'shared/src', base: 'shared/src' }] },
  {
    name: 'data',
    inputs: ['data/src', 'migrations', 'shared/src'],
    out: 'data/dist',
    // The data package and the migrations keep their paths relative to the root, so data/src's
    // relative import of ../../migrations resolves inside data/dist as well.
    units: [
      { dir: 'data/src', base: '.' },
      { dir: 'migrations', base: '.' },
    ],
  },
  { name: 'server', inputs: ['server/src', 'data/src', 'migrations', 'shared/src'], out: 'server/dist', units: [{ dir: 'server/src', base: '.' }] },
  { name: 'worker', inputs: ['worker/src', 'shared/src', 'data/src', 'migrations'], out: 'worker/dist', units: [{ dir: 'worker/src', base: 'worker/src' }] },
];

/**
 * Builds shared, server and worker (swc) and the client (Vite) when their sources changed. The
 * swc builds and the Vite build read only sources, so they run side by side; the prerender and
 * the samples that follow need shared and worker built.
 */
export async function buildAll({ force = false, client = true } = {}) {
  const packages = Promise.all(
    TARGETS.map(async (target) => {
      const stamp = at(target.out, '.built');
      if (
        !force &&
        !isStale(
          stamp,
          target.inputs.map((p) => at(p)),
        )
      )
        return;
      console.log(`Building ${target.name}...`);
      await compile(
        target.units.map((u) => ({ dir: at(u.dir), base: at(u.base) })),
        at(target.out),
      );
      touch(stamp);
    }),
  );
  const clientStamp = at('client', 'dist', '.built');
  if (
    client &&
    (force ||
      isStale(
        clientStamp,
        ['client/src', 'client/index.html', 'client/vite.config.mts', 'client/public', 'shared/src', 'worker/src', 'scripts/lib', 'CHANGELOG.md'].map((p) => at(p)),
      ))
  ) {
    console.log('Building client (vite build)...');
    // NODE_ENV=production makes Vite resolve packages' production builds (react-router ships a
    // development build under the 'development' condition, twice the size and chattier).
    await Promise.all([
      packages,
      run(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: at('client'),
        env: { ...process.env, NODE_ENV: 'production' },
      }),
    ]);
    console.log('Prerendering the marketing pages...');
    await run(process.execPath, [at('scripts', 'lib', 'prerender.mjs')], { cwd: at(), env: { ...process.env, NODE_ENV: 'production' } });
    // The industry pages' sample sites (written by the offline composer, drawn by the renderer).
    const { buildSamples } = await import('./build-samples.mjs');
    await buildSamples();
    const { precompress } = await import('./precompress.mjs');
    precompress(at('client', 'dist', 'assets'));
    precompress(at('client', 'dist', 'samples'));
    touch(clientStamp);
  }
  await packages;
}
