import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { repoRoot } from '../../../server/src/common/repo-root.js';

const exec = promisify(execFile);

/** A service of `docker-compose config`'s answer: the fields these tests read. */
export interface ComposeService {
  image?: string;
  build?: { context: string };
  command?: string[];
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string>;
  ports?: (string | { target: number; published: number | string; protocol?: string; host_ip?: string })[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
export interface ComposeConfig {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

/** Only what a tool needs from this machine's environment: no .env, no variable of the test run. */
const cleanEnvironment = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? tmpdir() });

/** Fails saying how the tool gets there when it is not installed. */
async function tool(command: string, args: string[], options: { cwd?: string; env: Record<string, string> }): Promise<string> {
  try {
    return (await exec(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is not installed: npm test installs Debian's ${command} (or run apt-get install ${command})`, { cause: error });
    }
    throw error;
  }
}

/**
 * The configuration Compose would run (`docker-compose -f … config`, Debian's docker-compose
 * 1.29, which reads the files without a Docker engine), with `vars` as the only variables (as if
 * they were the .env file), parsed.
 */
export async function composeConfig(files: string[], vars: Record<string, string>): Promise<ComposeConfig> {
  const dir = mkdtempSync(join(tmpdir(), 'frontdoor-compose-'));
  try {
    const envFile = join(dir, '.env');
    writeFileSync(
      envFile,
      Object.entries(vars)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    );
    const fileArgs = files.flatMap((file) => ['-f', file]);
    return parse(await tool('docker-compose', ['--env-file', envFile, ...fileArgs, 'config'], { cwd: repoRoot(), env: cleanEnvironment() })) as ComposeConfig;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A tls automation policy of Caddy's JSON configuration. */
export interface CaddyPolicy {
  subjects?: string[];
  issuers?: { module: string; email?: string }[];
  on_demand?: boolean;
}

/** The JSON configuration Caddy makes of the shipped Caddyfile with these environment variables (`caddy adapt`). */
export async function caddyAdapt(environment: Record<string, string>): Promise<{
  apps: {
    http: { http_port?: number; https_port?: number; servers: Record<string, { routes: unknown[] }> };
    tls: { automation: { policies: CaddyPolicy[]; on_demand: { ask: string } } };
  };
}> {
  const out = await tool('caddy', ['adapt', '--config', join(repoRoot(), 'deploy', 'Caddyfile')], { env: { ...cleanEnvironment(), ...environment } });
  return JSON.parse(out);
}

/** Every `dial` of the reverse proxies in an adapted configuration (the upstreams), in order. */
export function upstreamDials(config: unknown): string[] {
  return [...JSON.stringify(config).matchAll(/"dial":"([^"]+)"/g)].map((match) => match[1]);
}

/** A variable the Dockerfile sets with ENV (UPLOADS_DIR, PORT). */
export function imageEnv(name: string): string {
  const value = new RegExp(`\\b${name}=(\\S+)`).exec(readFileSync(join(repoRoot(), 'Dockerfile'), 'utf8'))?.[1];
  if (!value) throw new Error(`Dockerfile sets no ${name}`);
  return value;
}
