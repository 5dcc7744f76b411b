// bench/serve: GET /{handle} of a published generated site under load (autocannon), next to
// nginx (Debian's) serving the same HTML file as a static file, in the same run.
// Goals: ≥ 0.5 × nginx requests/s, p99 < 10 ms. Run: npm run bench:serve
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { startBenchApp } from './support.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

function nginxBinary() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  console.log('Installing Debian nginx for the comparison...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return '/usr/sbin/nginx';
}

// The load comes from its own process, so it does not share the server's event loop.
const require = createRequire(import.meta.url);
const load = (url) => new Promise((resolve, reject) => {
  const child = spawn(process.execPath, [require.resolve('autocannon/autocannon.js'), '-j', '-c', String(CONNECTIONS), '-d', String(DURATION), url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`))));
});

const app = await startBenchApp();
const pageUrl = `${app.url}/${app.handle}`;
const html = await (await fetch(pageUrl)).text();

const dir = mkdtempSync(join(tmpdir(), 'frontdoor-nginx-'));
writeFileSync(join(dir, 'index.html'), html);
// nginx's workers run as an unprivileged user: they must be able to read the file.
chmodSync(dir, 0o755);
chmodSync(join(dir, 'index.html'), 0o644);
const port = 18080 + Math.floor(Math.random() * 1000);
writeFileSync(join(dir, 'nginx.conf'), `worker_processes 1; daemon off; user root; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; default_type text/html; } } }`);
const nginx = spawn(nginxBinary(), ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, 500));

await load(pageUrl); // warm-up
const ours = await load(pageUrl);
const theirs = await load(`http://127.0.0.1:${port}/`);
nginx.kill();
rmSync(dir, { recursive: true, force: true });
await app.stop();

const row = (name, r) => `${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`;
console.log(`Published page: ${Buffer.byteLength(html)} bytes of HTML, ${CONNECTIONS} connections, ${DURATION} s each`);
console.log(row('Frontdoor /{handle}', ours));
console.log(row('nginx static file', theirs));
console.log(`Ratio: ${(ours.requests.average / theirs.requests.average).toFixed(2)} × nginx (goal ≥ 0.5); p99 ${ours.latency.p99} ms (goal < 10 ms)`);
process.exit(0);
