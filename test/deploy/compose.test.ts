import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ConfigError, parseEnv } from '@frontdoor/shared';
import { repoRoot } from '../../server/src/common/repo-root.js';
import { DEV_COMPOSE } from '../../scripts/lib/services.mjs';
import { caddyAdapt, composeConfig, imageEnv, upstreamDials, type ComposeConfig, type ComposeService } from './support/deploy-tools.js';

/** What a real deployment writes in .env (.env.example's first section). */
const DEPLOYMENT = {
  PUBLIC_HOST: 'frontdoor.example.com',
  ACME_EMAIL: 'ops@example.com',
  AUTH_SECRET: 'x'.repeat(48),
  SMTP_URL: 'smtps://frontdoor:secret@smtp.example.com:465',
  MAIL_FROM: 'Maple Street Sites <hello@example.com>',
};

const THE_PRODUCT = ['postgres', 'redis', 'migrate', 'app', 'worker', 'caddy'];

/** The services `docker compose up` starts: those in no profile. */
const startedByDefault = (config: ComposeConfig) =>
  Object.entries(config.services)
    .filter(([, service]) => !service.profiles?.length)
    .map(([name]) => name);

const publishedPorts = (service: ComposeService) =>
  (service.ports ?? []).map((port) =>
    typeof port === 'string' ? port : `${port.host_ip ? `${port.host_ip}:` : ''}${port.published}:${port.target}/${port.protocol ?? 'tcp'}`,
  );

describe('docker-compose.yml: the whole product in one command', () => {
  let config: ComposeConfig;
  beforeAll(async () => {
    config = await composeConfig(['docker-compose.yml'], DEPLOYMENT);
  });

  it('starts PostgreSQL, Redis, the migrations, the server, the worker and Caddy with no profile', () => {
    expect(startedByDefault(config).sort()).toEqual([...THE_PRODUCT].sort());
  });

  it('runs the migrations once, after PostgreSQL is healthy, and the server and worker after them', () => {
    const { migrate, app, worker } = config.services;
    expect(migrate.command).toEqual(['node', 'scripts/migrate.mjs']);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    const afterMigrations = {
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    };
    expect(app.depends_on).toEqual(afterMigrations);
    expect(worker.depends_on).toEqual(afterMigrations);
    expect(worker.command).toEqual(['node', '--enable-source-maps', 'worker/dist/main.js']);
    // The server is the image's own command; all three are the one image built from the Dockerfile.
    expect(app.command).toBeUndefined();
    for (const name of ['migrate', 'app', 'worker']) expect(config.services[name]).toMatchObject({ build: { context: repoRoot() }, image: 'frontdoor-app:local' });
  });

  it('checks the health of every service that keeps running, and starts Caddy once the server is healthy', () => {
    for (const name of THE_PRODUCT.filter((name) => name !== 'migrate')) expect(config.services[name].healthcheck?.test[0]).toMatch(/^CMD/);
    expect(config.services.caddy.depends_on).toEqual({ app: { condition: 'service_healthy' } });
    // The server's and the worker's checks are files of the built image (its WORKDIR is the repository).
    for (const name of ['app', 'worker']) {
      const [, node, script] = config.services[name].healthcheck!.test;
      expect(node).toBe('node');
      expect(existsSync(join(repoRoot(), script))).toBe(true);
    }
  });

  it('keeps its data in named volumes: the databases, uploaded files and Caddy’s certificates', () => {
    const { postgres, redis, app, worker, caddy } = config.services;
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data:rw');
    expect(redis.volumes).toContain('redis-data:/data:rw');
    expect(redis.command).toEqual(['redis-server', '--appendonly', 'yes']);
    const uploads = `uploads:${imageEnv('UPLOADS_DIR')}:rw`;
    expect(app.volumes).toContain(uploads);
    expect(worker.volumes).toContain(uploads);
    expect(caddy.volumes).toEqual(
      expect.arrayContaining(['caddy-data:/data:rw', 'caddy-config:/config:rw', `${join(repoRoot(), 'deploy', 'Caddyfile')}:/etc/caddy/Caddyfile:ro`]),
    );
    expect(Object.keys(config.volumes).sort()).toEqual(['caddy-config', 'caddy-data', 'postgres-data', 'redis-data', 'uploads']);
  });

  it('publishes only Caddy, on 80 and 443; PostgreSQL, Redis and the app are reached over the compose network', () => {
    expect(publishedPorts(config.services.caddy)).toEqual(['80:80/tcp', '443:443/tcp', '443:443/udp']);
    for (const name of ['postgres', 'redis', 'app', 'worker']) expect(publishedPorts(config.services[name])).toEqual([]);
  });

  it('.env.example names what a deployment sets, first', () => {
    const example = readFileSync(join(repoRoot(), '.env.example'), 'utf8');
    const section = example.slice(example.indexOf('# --- A real deployment'), example.indexOf('# --- Everything else'));
    expect([...section.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1])).toEqual(Object.keys(DEPLOYMENT));
  });

  it('gives the server and the worker a valid production configuration from .env', () => {
    const { app, worker } = config.services;
    expect(worker.environment).toEqual(app.environment);
    const env = parseEnv(app.environment!);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://frontdoor.example.com',
      DATABASE_URL: 'postgres://postgres@postgres:5432/frontdoor',
      REDIS_URL: 'redis://redis:6379',
      AUTH_SECRET: DEPLOYMENT.AUTH_SECRET,
      SMTP_URL: DEPLOYMENT.SMTP_URL,
      MAIL_FROM: DEPLOYMENT.MAIL_FROM,
      TRUST_PROXY: 'loopback, uniquelocal',
    });
    expect(env.nodeEnvExplicit).toBe(true);
  });

  it('without AUTH_SECRET in .env, the migrations stop at once naming it, so the server and worker never start', async () => {
    const { AUTH_SECRET: _unset, ...rest } = DEPLOYMENT;
    const { services } = await composeConfig(['docker-compose.yml'], rest);
    for (const name of ['migrate', 'app', 'worker']) {
      expect(() => parseEnv(services[name].environment!)).toThrow(ConfigError);
      expect(() => parseEnv(services[name].environment!)).toThrow(/AUTH_SECRET: is required when NODE_ENV=production/);
    }
  });

  it('has Caddy ask the app before any custom domain’s certificate, and serve the public host and every allowed domain from the app', async () => {
    const { caddy, app } = config.services;
    expect(caddy.image).toMatch(/^caddy:2\./);
    expect(caddy.environment).toEqual({ PUBLIC_HOST: 'frontdoor.example.com', ACME_EMAIL: 'ops@example.com', USERCONTENT_URL: '', APP_UPSTREAMS: 'app:3000' });
    const adapted = await caddyAdapt(caddy.environment!);
    const appPort = parseEnv({ ...app.environment, PORT: imageEnv('PORT') }).PORT;
    // The ask goes to the compose service `app` on the port the image's server listens on.
    expect(adapted.apps.tls.automation.on_demand.ask).toBe(`http://app:${appPort}/api/domains/allowed`);
    const [publicHost, anyOther] = adapted.apps.tls.automation.policies;
    expect(publicHost).toEqual({ subjects: ['frontdoor.example.com'], issuers: expect.arrayContaining([{ module: 'acme', email: 'ops@example.com' }]) });
    expect(anyOther).toEqual({ on_demand: true, issuers: expect.arrayContaining([{ module: 'acme', email: 'ops@example.com' }]) });
    expect(adapted.apps.tls.automation.policies).toHaveLength(2);
    expect(new Set(upstreamDials(adapted.apps.http))).toEqual(new Set([`app:${appPort}`]));
    // Caddy's own ports are the ones compose publishes.
    expect(adapted.apps.http.http_port ?? 80).toBe(80);
    expect(adapted.apps.http.https_port ?? 443).toBe(443);
  });

  it('without ACME_EMAIL, Caddy still starts and gets certificates without a contact address', async () => {
    const { ACME_EMAIL: _unset, ...rest } = DEPLOYMENT;
    const { caddy } = (await composeConfig(['docker-compose.yml'], rest)).services;
    expect(caddy.environment?.ACME_EMAIL).toBe('');
    const adapted = await caddyAdapt(caddy.environment!);
    expect(adapted.apps.tls.automation.policies).toEqual([{ subjects: ['frontdoor.example.com'] }, { on_demand: true }]);
  });

  it('gives the user-content origin, when there is one, its certificate beside the public host’s', async () => {
    const { app, caddy } = (await composeConfig(['docker-compose.yml'], { ...DEPLOYMENT, USERCONTENT_URL: 'https://usercontent.example.com' })).services;
    expect(parseEnv(app.environment!).USERCONTENT_URL).toBe('https://usercontent.example.com');
    const [publicHosts] = (await caddyAdapt(caddy.environment!)).apps.tls.automation.policies;
    expect(publicHosts.subjects).toEqual(['frontdoor.example.com', 'usercontent.example.com']);
    expect(publicHosts.on_demand).toBeUndefined();
  });

  it('profile `scale`: a second server and a second worker, both behind Caddy', async () => {
    const scaled = await composeConfig(['docker-compose.yml'], { ...DEPLOYMENT, COMPOSE_PROFILES: 'scale', APP_UPSTREAMS: 'app:3000 app2:3000' });
    const { app, app2, worker, worker2, caddy } = scaled.services;
    expect(app2).toEqual({ ...app, profiles: ['scale'] });
    expect(worker2).toEqual({ ...worker, profiles: ['scale'] });
    expect(upstreamDials((await caddyAdapt(caddy.environment!)).apps.http)).toEqual(expect.arrayContaining(['app:3000', 'app2:3000']));
  });
});

describe('docker-compose.dev.yml: PostgreSQL and Redis for `npm start`', () => {
  it('publishes them on 127.0.0.1 at the ports DATABASE_URL and REDIS_URL default to', async () => {
    const dev = await composeConfig(
      DEV_COMPOSE.filter((arg: string) => arg !== '-f' && arg !== 'compose'),
      {},
    );
    const defaults = parseEnv({});
    const port = (url: string) => new URL(url).port;
    expect(publishedPorts(dev.services.postgres)).toEqual([`127.0.0.1:${port(defaults.DATABASE_URL)}:5432/tcp`]);
    expect(publishedPorts(dev.services.redis)).toEqual([`127.0.0.1:${port(defaults.REDIS_URL)}:6379/tcp`]);
    expect(dev.services.postgres.environment).toMatchObject({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: new URL(defaults.DATABASE_URL).pathname.slice(1) });
  });
});
