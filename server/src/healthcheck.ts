import { parseEnv } from '@frontdoor/shared';

/**
 * The container health check of a server instance (docker-compose.yml): exits 0 while the server
 * on this machine's PORT answers /api/health/ready with 200, that is while it reaches PostgreSQL
 * and Redis; 1 otherwise. Docker holds back Caddy until it passes and shows it in `docker compose ps`.
 */
async function main(): Promise<number> {
  const { PORT } = parseEnv(process.env);
  const response = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`, { signal: AbortSignal.timeout(2500) });
  console.log(`/api/health/ready answered ${response.status}: ${await response.text()}`);
  return response.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.log(`not healthy: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
