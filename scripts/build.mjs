import { ensureInstalled } from './lib/install.mjs';

await ensureInstalled();
const { buildAll } = await import('./lib/build.mjs');
await buildAll({ force: process.argv.includes('--force') });
