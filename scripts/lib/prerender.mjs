import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { at } from './paths.mjs';
import { run } from './run.mjs';

/** Where the HTML of a prerendered path is written, inside client/dist. */
export const prerenderedFile = (path) => join('prerendered', path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Placeholder the server replaces with PUBLIC_URL when it sends a prerendered page. */
export const PUBLIC_URL_PLACEHOLDER = '%FRONTDOOR_PUBLIC_URL%';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Renders every marketing route (MARKETING_ROUTES) to HTML with the app's own components: a
 * Vite SSR build of client/src/entry-server.tsx, then one file per route in
 * client/dist/prerendered with the page's markup in #root, its title, description, canonical
 * URL, Open Graph tags and structured data. The browser hydrates it (client/src/main.tsx).
 */
export async function prerender() {
  const ssrOut = at('client', 'dist-ssr');
  rmSync(ssrOut, { recursive: true, force: true });
  await run(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], {
    cwd: at('client'),
  });
  const { render, PAGE_DESCRIPTIONS, PRODUCT_DESCRIPTION } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
  const { MARKETING_ROUTES } = await import(pathToFileURL(at('shared', 'dist', 'index.js')).href);
  const template = readFileSync(at('client', 'dist', 'index.html'), 'utf8');
  rmSync(at('client', 'dist', 'prerendered'), { recursive: true, force: true });
  for (const path of MARKETING_ROUTES) {
    const page = await render(path);
    if (page.status !== 200) throw new Error(`prerendering ${path} answered ${page.status}`);
    if (!/<h1[\s>]/.test(page.html)) throw new Error(`prerendering ${path} gave a page without a heading (is its route's page missing?)`);
    const title = page.title ?? 'Frontdoor';
    const description = PAGE_DESCRIPTIONS[path] ?? PRODUCT_DESCRIPTION;
    const url = `${PUBLIC_URL_PLACEHOLDER}${path === '/' ? '/' : path}`;
    const head = [
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Frontdoor" />`,
      `<meta property="og:title" content="${escapeAttribute(title)}" />`,
      `<meta property="og:description" content="${escapeAttribute(description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.png" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      ...(path === '/'
        ? [
            `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebApplication', name: 'Frontdoor', url, description, applicationCategory: 'BusinessApplication', offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' } }).replace(/</g, '\\u003c')}</script>`,
          ]
        : []),
    ].join('\n    ');
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeAttribute(description)}" />`)
      .replace('</head>', `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
    const out = at('client', 'dist', prerenderedFile(path));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
  }
  return MARKETING_ROUTES.length;
}

// Run in its own process by build.mjs: the app's modules open browser-like handles (a
// BroadcastChannel for the session) that would keep a build process alive.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = await prerender();
  console.log(`Prerendered ${count} marketing pages.`);
  process.exit(0);
}
