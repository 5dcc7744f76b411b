// bench/serve: GET /{handle} of a published generated site under load, and the same kind of
// site at `/` on its connected custom domain (the Host lookup included), next to nginx (Debian's,
// one worker) serving the HTML as a static file, in the same run, at 20 and 100 connections. The load comes from wrk (Debian's): a load generator written in JavaScript
// saturates near 6,000 requests/s on this machine and would hide the gap.
// Goals: ≥ 0.6 × nginx requests/s, p99 < 10 ms. Run: npm run bench:serve
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BRIEF, publishGeneratedSite, startBenchApp } from './support.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTION_COUNTS = (process.env.CONNECTIONS ?? '20,100').split(',').map(Number);

/** A Debian package's binary, installed when missing. */
function debianBinary(path, pkg) {
  if (existsSync(path)) return path;
  console.log(`Installing Debian ${pkg} for the bench...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return path;
}
const nginxBinary = () => debianBinary('/usr/sbin/nginx', 'nginx-light');
const wrkBinary = debianBinary('/usr/bin/wrk', 'wrk');

/** wrk's figures: requests/s, p50 and p99 in ms, and answers that were not 2xx/3xx or failed. */
function parseWrk(out) {
  const ms = (text) => {
    const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text);
    return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: ms(/ 50%\s+(\S+)/.exec(out)[1]),
    p99: ms(/ 99%\s+(\S+)/.exec(out)[1]),
    bad: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

// One wrk thread: the second core is left to the server under test.
const load = (url, connections, host) =>
  new Promise((resolve, reject) => {
    const child = spawn(wrkBinary, ['-t1', `-c${connections}`, `-d${DURATION}s`, '--latency', ...(host ? ['-H', `Host: ${host}`] : []), url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited ${code}`))));
  });

const app = await startBenchApp();
// A second site, on a connected custom domain (written as connected: no DNS in a bench).
const DOMAIN = 'www.maple-street-barbers.test';
const domainHandle = await publishGeneratedSite(app, { brief: BRIEF, handle: 'maple-street-domain' });
const db = new pg.Client({ connectionString: app.databaseUrl });
await db.connect();
await db.query(
  `INSERT INTO website_domains (domain_name, state, website_name, website_id, user_id, zone, verification_token, created_at, modified_at)
   SELECT $1, 'Connected', handle, draft_id, user_id, 'maple-street-barbers.test', 'bench', now(), now() FROM websites WHERE handle = $2`,
  [DOMAIN, domainHandle],
);
await db.end();
// The worker generated the sites; in production it runs in its own process, not the server's.
await app.stopWorker();
const pageUrl = `${app.url}/${app.handle}`;
const html = await (await fetch(pageUrl)).text();
// fetch() leaves out a Host header of its own: node:http sends it.
const domainPage = await new Promise((resolve, reject) =>
  get(`${app.url}/`, { headers: { host: DOMAIN } }, (res) => {
    let body = '';
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode, body }));
  }).on('error', reject),
);
if (domainPage.status !== 200 || !domainPage.body.includes(`<link rel="canonical" href="https://${DOMAIN}/"/>`)) {
  throw new Error(`the custom domain did not answer its page (status ${domainPage.status})`);
}

const dir = mkdtempSync(join(tmpdir(), 'frontdoor-nginx-'));
writeFileSync(join(dir, 'index.html'), html);
// nginx's workers run as an unprivileged user: they must be able to read the file.
chmodSync(dir, 0o755);
chmodSync(join(dir, 'index.html'), 0o644);
const port = 18080 + Math.floor(Math.random() * 1000);
writeFileSync(
  join(dir, 'nginx.conf'),
  `worker_processes 1; daemon off; user root; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; default_type text/html; } } }`,
);
const nginx = spawn(nginxBinary(), ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));

// Both answer the same bytes before anything is measured.
const reference = await fetch(`http://127.0.0.1:${port}/`);
const referenceHtml = await reference.text();
if (reference.status !== 200 || referenceHtml !== html) throw new Error(`nginx did not answer the page (status ${reference.status})`);

const results = [];
for (const connections of CONNECTION_COUNTS) {
  await load(pageUrl, connections); // warm-up
  await load(`${app.url}/`, connections, DOMAIN); // warm-up
  results.push({
    connections,
    ours: await load(pageUrl, connections),
    domain: await load(`${app.url}/`, connections, DOMAIN),
    theirs: await load(`http://127.0.0.1:${port}/`, connections),
  });
}
nginx.kill();
rmSync(dir, { recursive: true, force: true });
await app.stop();

const row = (name, r) =>
  `  ${name.padEnd(22)} ${String(Math.round(r.rps)).padStart(8)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   errors ${r.bad}`;
console.log(`Published page: ${Buffer.byteLength(html)} bytes of HTML, ${DURATION} s per run, wrk with 1 thread`);
for (const { connections, ours, domain, theirs } of results) {
  console.log(`${connections} connections:`);
  console.log(row('Frontdoor /{handle}', ours));
  console.log(row('Frontdoor custom domain', domain));
  console.log(row('nginx static file', theirs));
  console.log(`  Ratio: ${(ours.rps / theirs.rps).toFixed(2)} × nginx (goal ≥ 0.6); p99 ${ours.p99.toFixed(2)} ms (goal < 10 ms)`);
  console.log(`  Custom domain: ${(domain.rps / theirs.rps).toFixed(2)} × nginx; p99 ${domain.p99.toFixed(2)} ms`);
}
process.exit(0);
