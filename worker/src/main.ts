import { ConfigError, parseEnv } from '@frontdoor/shared';
import { log } from './log.js';
import { startWorker } from './start-worker.js';

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const worker = await startWorker(env);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('log', 'Worker stopping', { signal });
    await worker.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
