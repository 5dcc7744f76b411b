import { ensureInstalled } from './lib/install.mjs';
import { loadEnvFile } from './lib/env-file.mjs';

await ensureInstalled();
loadEnvFile();
const { buildAll } = await import('./lib/build.mjs');
await buildAll({ client: false });
const { parseEnv } = await import('../shared/dist/index.js');
const { migrate } = await import('../data/dist/data/src/migrate.js');
const ran = await migrate(parseEnv(process.env).DATABASE_URL);
console.log(ran.length ? `Migrations applied: ${ran.join(', ')}` : 'Database is up to date.');
