import { ConfigError, parseEnv, publicUrl } from '@frontdoor/shared';
import { createServer } from './bootstrap.js';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const app = await createServer(env);
  await app.listen(env.PORT, env.HOST);
  console.log(JSON.stringify({ level: 'log', context: 'Server', message: `Listening on ${publicUrl(env)}` }));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
