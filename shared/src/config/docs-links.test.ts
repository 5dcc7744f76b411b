import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 43: every link of the README and docs/ resolves. Links to files of the repository (and
// pictures) must find the file; a link to a heading (`#…`, in the same page or another) must find
// a heading with that anchor, as a code host makes them (lower case, punctuation dropped, spaces
// as dashes). Links to other sites are not fetched (no network here).
const root = fileURLToPath(new URL('../../../', import.meta.url));
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** Every link target of a page: Markdown links and images, and HTML src/href attributes (code blocks left out). */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the README and docs/', () => {
  it('are several pages, the README short', () => {
    expect(pages.length).toBeGreaterThan(5);
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(150);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const file = join(root, page);
      for (const link of linksOf(file)) {
        if (/^(https?:|mailto:)/.test(link)) continue;
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path ? join(dirname(file), decodeURIComponent(path)) : file;
        if (!existsSync(target)) broken.push(`${page}: ${link} (no ${relative(root, target)})`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) broken.push(`${page}: ${link} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('would notice a broken one', () => {
    expect(anchorOf('Serving published pages: from the app, or from a bucket behind a CDN')).toBe('serving-published-pages-from-the-app-or-from-a-bucket-behind-a-cdn');
    expect(existsSync(join(root, 'docs', 'no-such-page.md'))).toBe(false);
  });
});
