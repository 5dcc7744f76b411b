import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 43: docs/figures.md is written by the benches' own output. Every bench of package.json
// runs through bench/record.mjs, which writes what it printed to bench/results/<name>.txt and into
// the page between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`; the page's block is that
// file, word for word (a figure edited by hand, or a bench whose latest run was not recorded, fails).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const page = readFileSync(join(root, 'docs', 'figures.md'), 'utf8');

/** The benches (`bench:*` and `eval:*` scripts), each with the name it records under. */
const benches = Object.entries(scripts)
  .filter(([script]) => /^(bench|eval):/.test(script))
  .map(([script, command]) => ({ script, name: /bench\/record\.mjs ([a-z0-9-]+) /.exec(command)?.[1] }));

describe('docs/figures.md', () => {
  it('runs every bench through bench/record.mjs', () => {
    expect(benches.length).toBeGreaterThanOrEqual(8);
    expect(benches.filter((bench) => !bench.name).map((bench) => bench.script)).toEqual([]);
  });

  it.each(benches.map((bench) => [bench.script, bench.name!]))('shows %s’s latest run as it printed it', (_script, name) => {
    const block = new RegExp(`<!-- bench:${name} -->\\n\\n\`\`\`text\\n([\\s\\S]*?)\`\`\`\\n\\n<!-- /bench:${name} -->`).exec(page);
    expect(block).not.toBeNull();
    const file = join(root, 'bench', 'results', `${name}.txt`);
    expect(existsSync(file)).toBe(true);
    expect(block![1]).toBe(readFileSync(file, 'utf8'));
    expect(block![1]).toMatch(/^Run of \d{4}-\d\d-\d\d \d\d:\d\d UTC at /);
  });
});
