import { at } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

/** Type-checks every workspace, the browser tests, the fault and deploy tests and the migrations with strict TypeScript. */
export async function typecheck() {
  const tsc = at('node_modules', 'typescript', 'bin', 'tsc');
  for (const project of ['shared', 'data', 'server', 'worker', 'client', 'e2e', 'test/faults', 'test/deploy', '.']) {
    await run(process.execPath, [tsc, '-p', at(project), '--noEmit']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await typecheck();
