import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { appCsp, builtPolicies, inlineHashes, securityHeaders } from './security-headers.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('appCsp', () => {
  it('is strict by default: scripts and styles only from this origin, never unsafe-inline or eval', () => {
    const policy = directives(appCsp());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(appCsp({ scriptHashes: [sha('x')], styleHashes: [sha('y')], host: 'localhost:3000' })).not.toMatch(/unsafe-(inline|eval|hashes)|\*/);
  });

  it('adds the given hashes and the WebSocket origins of the request host', () => {
    const policy = directives(appCsp({ scriptHashes: [sha('a()')], styleHashes: [sha('p{}')], host: 'App.Example.com:8443' }));
    expect(policy.get('script-src')).toEqual(["'self'", sha('a()')]);
    expect(policy.get('style-src')).toEqual(["'self'", sha('p{}')]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://app.example.com:8443', 'wss://app.example.com:8443']);
    expect(directives(appCsp({ host: '[::1]:3000' })).get('connect-src')).toEqual(["'self'", 'ws://[::1]:3000', 'wss://[::1]:3000']);
  });

  it('never lets a Host header add sources or directives', () => {
    for (const host of ["evil.com; script-src 'unsafe-inline'", 'a.com *', 'a.com,b.com', '', 'a.com/path', "'self'"]) {
      expect(directives(appCsp({ host })).get('connect-src')).toEqual(["'self'"]);
      expect(appCsp({ host })).not.toContain('unsafe-inline');
    }
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and style elements exactly as written, skipping src scripts and data blocks', () => {
    const html = [
      '<html><head><style>body{color:red}</style>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"WebApplication"}</script>',
      '</head><body><script>\nconsole.log(1)\n</script><script type="module">import("/a.js")</script>',
      '<style media="print">p{}</style></body></html>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('\nconsole.log(1)\n'), sha('import("/a.js")')],
      styles: [sha('body{color:red}'), sha('p{}')],
    });
    expect(inlineHashes('<p>nothing inline</p>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('builtPolicies and the middleware', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'fd-csp-'));
    mkdirSync(join(dist, 'prerendered', 'industries'), { recursive: true });
    mkdirSync(join(dist, 'samples'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<html><head><script type="module" src="/assets/i.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'prerendered', 'industries', 'plumber.html'), '<script>window.u="%FRONTDOOR_PUBLIC_URL%"</script>');
    writeFileSync(join(dist, 'samples', 'plumber.html'), '<style>.s{}</style><body><script>enhance()</script></body>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes the shell and prerendered pages as served (PUBLIC_URL filled in), and each sample on its own', () => {
    const built = builtPolicies(dist, 'https://frontdoor.example');
    expect(built.app).toEqual({ scripts: [sha('window.u="https://frontdoor.example"')], styles: [] });
    expect([...built.files]).toEqual([['/samples/plumber.html', { scripts: [sha('enhance()')], styles: [sha('.s{}')] }]]);
    expect(builtPolicies(join(dist, 'missing'))).toEqual({ app: { scripts: [], styles: [] }, files: new Map() });
  });

  const run = (path: string, headers: Record<string, string> = {}) => {
    const set = new Map<string, string>();
    const req = { path, headers, secure: false } as unknown as Request;
    const res = { setHeader: (name: string, value: string) => set.set(name.toLowerCase(), value) } as unknown as Response;
    let called = false;
    securityHeaders({ clientDist: dist, publicUrl: 'https://frontdoor.example' })(req, res, (() => (called = true)) as NextFunction);
    expect(called).toBe(true);
    return set;
  };

  it('sends the app policy on app paths (embeds and art included: their handlers replace it), a sample its own hashes', () => {
    const app = directives(run('/designer', { host: 'localhost:3000' }).get('content-security-policy')!);
    expect(app.get('script-src')).toEqual(["'self'", sha('window.u="https://frontdoor.example"')]);
    expect(app.get('style-src')).toEqual(["'self'"]);
    expect(app.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'wss://localhost:3000']);
    const sample = directives(run('/samples/plumber.html').get('content-security-policy')!);
    expect(sample.get('script-src')).toEqual(["'self'", sha('enhance()')]);
    expect(sample.get('style-src')).toEqual(["'self'", sha('.s{}')]);
    expect(run('/api/me').get('content-security-policy')).toContain("default-src 'self'");
    // An unknown path under /embed/ or /art/, or a refused embed, is still one of the app's pages.
    for (const path of ['/embed/preview', '/embed/shop/s1', '/embed/x/y/z', '/embed/', '/art/abc.svg', '/art/nothing']) {
      const headers = run(path);
      expect(directives(headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'self'"]);
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('lets the app frame the user-content origin when there is one', () => {
    expect(directives(appCsp({ userContentOrigin: 'https://usercontent.example' })).get('frame-src')).toEqual(["'self'", 'https://usercontent.example']);
    expect(directives(appCsp({ userContentOrigin: null })).get('frame-src')).toEqual(["'self'"]);
  });
});
