import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { formatChangelogDate, parseChangelog } from './changelog';
import { Markdown, safeHref } from './markdown';

const html = (markdown: string) => {
  const { intro } = parseChangelog(markdown);
  return renderToStaticMarkup(
    <MemoryRouter>
      <Markdown tokens={intro} />
    </MemoryRouter>,
  );
};

describe('parseChangelog', () => {
  it('reads the title, the introduction and the dated entries in order', () => {
    const changelog = parseChangelog('# Updates\n\nNewest first.\n\n## 2026-11-23 · Guest editors\n\n- Invite\n\n## 2026-11-22 – Publishing\n\nPublish.\n');
    expect(changelog.title).toBe('Updates');
    expect(changelog.intro.map((token) => token.type)).toEqual(['paragraph']);
    expect(changelog.entries.map(({ id, date, title }) => ({ id, date, title }))).toEqual([
      { id: '2026-11-23-guest-editors', date: '2026-11-23', title: 'Guest editors' },
      { id: '2026-11-22-publishing', date: '2026-11-22', title: 'Publishing' },
    ]);
    expect(changelog.entries[0].tokens.map((token) => token.type)).toEqual(['list']);
  });

  it('keeps an undated entry and gives repeated titles their own ids', () => {
    const { entries } = parseChangelog('## Soon\n\nA.\n\n## 2026-01-02 · Fixes\n\n## 2026-01-02 · Fixes\n');
    expect(entries.map((entry) => [entry.id, entry.date, entry.title])).toEqual([
      ['soon', '', 'Soon'],
      ['2026-01-02-fixes', '2026-01-02', 'Fixes'],
      ['2026-01-02-fixes-2', '2026-01-02', 'Fixes'],
    ]);
  });
});

describe('formatChangelogDate', () => {
  it('spells the date out the same way in every locale and time zone', () => {
    expect(formatChangelogDate('2026-11-23')).toBe('23 November 2026');
    expect(formatChangelogDate('2027-01-05')).toBe('5 January 2027');
    expect(formatChangelogDate('soon')).toBe('soon');
    expect(formatChangelogDate('2026-13-01')).toBe('2026-13-01');
  });
});

describe('Markdown', () => {
  it('renders emphasis, lists, code and same-site links as elements', () => {
    expect(html('Hello **bold _and em_** `code` and [Support](/support).\n\n- one\n- two\n\n1. first\n2. second')).toBe(
      '<p>Hello <strong>bold <em>and em</em></strong> <code>code</code> and <a href="/support" data-discover="true">Support</a>.</p>' +
        '<ul><li><span>one</span></li><li><span>two</span></li></ul><ol><li><span>first</span></li><li><span>second</span></li></ol>',
    );
  });

  it("loads the server's own pages (the API documentation) as pages, not inside the app", () => {
    expect(html('[API](/api/docs)')).toBe('<p><a href="/api/docs">API</a></p>');
  });

  it('shows raw HTML as text and never injects it', () => {
    const out = html('Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(1)</script>\n');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops links to script, data and other-site-relative addresses but keeps their words', () => {
    const out = html('[a](javascript:alert(1)) [b](data:text/html,x) [c](//evil.example) [d](https://example.com/x) [e](mailto:hi@example.com)');
    expect(out).toBe(
      '<p><span>a</span> <span>b</span> <span>c</span> <a href="https://example.com/x" rel="noopener noreferrer">d</a> <a href="mailto:hi@example.com">e</a></p>',
    );
  });

  it('reads the character references people type', () => {
    expect(html('Fish &amp; chips &#39;n&#x27; tea')).toBe('<p>Fish &amp; chips &#x27;n&#x27; tea</p>');
  });
});

describe('safeHref', () => {
  it('allows same-site paths, fragments, web and mail addresses only', () => {
    for (const ok of ['/about', '#top', 'https://x.example', 'http://x.example', 'mailto:a@b.example']) expect(safeHref(ok)).toBe(ok);
    for (const bad of ['javascript:alert(1)', ' JavaScript:x', 'data:x', '//x.example', '/\\x.example', 'vbscript:x', 'relative']) expect(safeHref(bad)).toBeNull();
  });
});
