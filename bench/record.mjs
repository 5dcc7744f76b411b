// Runs one bench and records what it printed (issue 43: the figures page is written by the
// benches' own output). Usage: node bench/record.mjs <name> <script> [args…]. The bench's output
// goes to the terminal as it comes; when the bench succeeds it is also written, under a line
// naming the run (date, commit, machine), to bench/results/<name>.txt and into docs/figures.md
// between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`. A test
// (shared/src/config/docs-links.test.ts) fails when the page's block is not that file.
import { spawn, execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [name, script, ...args] = process.argv.slice(2);
if (!name || !script || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: node bench/record.mjs <name> <script> [args…]');
  process.exit(2);
}

const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
let printed = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  printed += chunk;
});
const code = await new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
if (code !== 0) {
  console.error(`bench/record: ${script} failed (exit ${code}); nothing recorded`);
  process.exit(code);
}

const commit = (() => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    // What the benches themselves write does not count as a change of the code measured.
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/figures.md', ':!bench/results'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'no git';
  }
})();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
// The services' JSON log lines (a worker saying it started) are not figures; no line ends in
// spaces (Prettier takes them off the page).
const figures = printed
  .split('\n')
  .filter((line) => !/^\{"level":/.test(line))
  .map((line) => line.trimEnd())
  .join('\n')
  .replace(/\s+$/, '');
const text = `Run of ${when} UTC at ${commit}, on ${machine}\n${figures}\n`;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', `${name}.txt`), text);

const page = join(root, 'docs', 'figures.md');
const start = `<!-- bench:${name} -->`;
const end = `<!-- /bench:${name} -->`;
const before = readFileSync(page, 'utf8');
const from = before.indexOf(start);
const to = before.indexOf(end);
const block = `${start}\n\n\`\`\`text\n${text}\`\`\`\n\n${end}`;
if (from >= 0 && to > from) writeFileSync(page, `${before.slice(0, from)}${block}${before.slice(to + end.length)}`);
else writeFileSync(page, `${before.replace(/\s+$/, '')}\n\nThe latest run of \`${name}\`:\n\n${block}\n`);
console.error(`bench/record: written to bench/results/${name}.txt and docs/figures.md`);
