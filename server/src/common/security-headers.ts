import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** A year, as browsers expect for HSTS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Stands for PUBLIC_URL in prerendered pages (the client-app controller replaces it). */
const PUBLIC_URL_PLACEHOLDER = '%FRONTDOOR_PUBLIC_URL%';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The inline scripts and style elements of a built page, as CSP hash sources. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

// A script element's type that makes it run as script; anything else (application/ld+json) is a
// data block that a policy does not govern.
const SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The hashes of the inline scripts (not data blocks, not `src=` scripts) and inline style
 * elements of an HTML document, as the browser will hash them: the exact text between the tags.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (SCRIPT_TYPE.test(type.trim())) scripts.add(sha256(body));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

// A Host header that can stand in a policy: a name or address and an optional port, nothing else.
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The app's policy (the app shell: marketing pages, sign-in, onboarding, dashboard, designer,
 * settings, and the industry samples it frames):
 * - scripts only from this origin, plus the hashes of inline scripts the build really wrote;
 *   never 'unsafe-inline', so markup injected into the app cannot run;
 * - styles from this origin plus the hashes of built inline style elements. No 'unsafe-inline':
 *   React sets `style` props through the CSSOM, which a policy does not govern, and the
 *   designer's canvas adopts its theme stylesheet as a constructed stylesheet (client/src/
 *   components/use-adopted-stylesheet.ts) rather than an inline <style> element;
 * - images from this origin, data: and blob: (generated artwork, previews of uploads) and any
 *   https host: stock photos (Unsplash, Pexels), imported photos and favicons the owner links
 *   come from hosts no list can name, and the published page allows the same;
 * - fetches and WebSockets (/collab, /events) only to this origin (ws:/wss: named explicitly,
 *   as not every browser lets 'self' cover them);
 * - frames only from this origin: the industry pages' samples and the designer's sandboxed
 *   embed preview (/embed/preview), and from the user-content origin when there is one
 *   (USERCONTENT_URL: the preview is served from there);
 * - forms post only to this origin (the OIDC sign-in is a link to /api/login/oidc/start, whose
 *   redirect to the issuer is a navigation, which form-action does not govern);
 * - framed only by itself, no <base> rewriting, no plugins.
 */
export function appCsp(options: { scriptHashes?: readonly string[]; styleHashes?: readonly string[]; host?: string; userContentOrigin?: string | null } = {}): string {
  const host = options.host && HOST.test(options.host) ? options.host.toLowerCase() : null;
  const scripts = (options.scriptHashes ?? []).join(' ');
  const styles = (options.styleHashes ?? []).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${scripts ? ` ${scripts}` : ''}`,
    `style-src 'self'${styles ? ` ${styles}` : ''}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${host ? ` ws://${host} wss://${host}` : ''}`,
    `frame-src 'self'${options.userContentOrigin ? ` ${options.userContentOrigin}` : ''}`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every .html file under a folder (none when it does not exist). */
function htmlFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the built client needs in its policy, worked out once from the built files. */
export interface BuiltPolicies {
  /** Hashes for the app shell: index.html and every prerendered marketing page. */
  app: InlineHashes;
  /** Hashes for each static HTML page the server sends as a file (the industry samples), by URL path. */
  files: Map<string, InlineHashes>;
}

/**
 * Reads the built client (client/dist) and hashes the inline scripts and styles its HTML holds:
 * the app shell and prerendered pages share one policy; each sample site (a published-style page
 * with its own theme stylesheet and script) gets its own, so no page allows another's inline code.
 */
export function builtPolicies(clientDist: string | undefined, publicUrl = ''): BuiltPolicies {
  const app: InlineHashes = { scripts: [], styles: [] };
  const files = new Map<string, InlineHashes>();
  if (!clientDist) return { app, files };
  const shell = [join(clientDist, 'index.html'), ...htmlFiles(join(clientDist, 'prerendered'))].filter((file) => existsSync(file));
  for (const file of shell) {
    // The server sends prerendered pages with PUBLIC_URL in place of the placeholder.
    const found = inlineHashes(readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
    app.scripts.push(...found.scripts.filter((hash) => !app.scripts.includes(hash)));
    app.styles.push(...found.styles.filter((hash) => !app.styles.includes(hash)));
  }
  for (const file of htmlFiles(join(clientDist, 'samples'))) {
    files.set(`/${relative(clientDist, file).split(sep).join('/')}`, inlineHashes(readFileSync(file, 'utf8')));
  }
  return { app, files };
}

/** The paths of the build's hashed scripts and stylesheets (client/dist/assets), which never change under a running server. */
function builtAssets(clientDist: string | undefined): Set<string> {
  const dir = clientDist ? join(clientDist, 'assets') : '';
  if (!dir || !existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((name) => /\.(?:js|css)$/.test(name))
      .map((name) => `/assets/${name}`),
  );
}

/**
 * Headers every answer of the app carries: no MIME sniffing, referrers cut to the origin across
 * sites, the app's Content-Security-Policy (see appCsp) framed only by itself (the industry pages
 * frame their samples), and HSTS when the request came over HTTPS (directly or through a proxy on
 * this machine, which `trust proxy` believes). Every path gets them, /embed/ and /art/ included
 * (the build's own scripts and stylesheets only nosniff and HSTS, all a subresource uses):
 * the answers that need another policy (a served Code Embed, a drawn picture) replace it
 * themselves, so an unknown path under them, a refusal or an error is still one of the app's
 * pages. Published pages are answered before this runs, with the policy made at publish.
 */
export function securityHeaders(options: { clientDist?: string; publicUrl?: string; userContentOrigin?: string | null } = {}) {
  const built = builtPolicies(options.clientDist, options.publicUrl);
  const hashesFor = (path: string) => built.files.get(path) ?? built.app;
  const assets = builtAssets(options.clientDist);
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    // A built script or stylesheet is never a document, so a policy, a framing rule or a referrer
    // rule on it does nothing: the ~0.9 KB would ride on each of the designer's ~30 files (issue
    // 38). Only files of the build: any other path under /assets/ is answered as a page, with them.
    if (assets.has(req.path)) return next();
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    const hashes = hashesFor(req.path);
    res.setHeader(
      'Content-Security-Policy',
      appCsp({ scriptHashes: hashes.scripts, styleHashes: hashes.styles, host: req.headers.host, userContentOrigin: options.userContentOrigin }),
    );
    next();
  };
}
