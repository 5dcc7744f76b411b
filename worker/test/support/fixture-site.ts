import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import dns2 from 'dns2';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (path: string) => readFileSync(join(here, '..', 'fixtures', path), 'utf8');

/** The fixture pages, written for the tests, one per source kind. */
export const PAGES = {
  yelp: '/yelp/harbor-street-barbers',
  facebook: '/facebook/littleferncoffee',
  thumbtack: '/thumbtack/bright-spark-electric',
  github: '/ada-okafor',
  empty: '/empty',
} as const;

export interface FixtureSite {
  base: string;
  port: number;
  /** Paths asked for, in order (query strings included). */
  requests: string[];
  /** The user agent of the last request. */
  lastUserAgent: () => string;
  close(): Promise<void>;
}

/**
 * Fixture pages on 127.0.0.1: the four kinds of page, GitHub's REST API shapes, robots.txt that
 * keeps FrontdoorBot out of /private/, redirects (to a page, to private and metadata addresses,
 * to a name that resolves to one), a page that is too large, a slow page, a non-page.
 */
export async function startFixtureSite(options: { slowMs?: number } = {}): Promise<FixtureSite> {
  const requests: string[] = [];
  let userAgent = '';
  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });
  const routes: Record<string, { type: string; body: string }> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: FrontdoorBot\nDisallow: /private/\n\nUser-agent: *\nAllow: /\n' },
    [PAGES.yelp]: html(fixture('pages/yelp-harbor-street-barbers.html')),
    [PAGES.facebook]: html(fixture('pages/facebook-little-fern-coffee.html')),
    [PAGES.thumbtack]: html(fixture('pages/thumbtack-bright-spark-electric.html')),
    [PAGES.empty]: html(fixture('pages/empty.html')),
    // The Yelp page with 20,000 more characters of text: more than the importer keeps.
    '/long': html(
      fixture('pages/yelp-harbor-street-barbers.html').replace('</main>', `<section><p>${'Our barbers trained in Lisbon and Leeds. '.repeat(500)}</p></section></main>`),
    ),
    '/private/secret': html('<h1>Secret Business</h1><p>Should never be read.</p>'),
    '/users/ada-okafor': { type: 'application/json', body: fixture('github/user.json') },
    '/users/ada-okafor/repos': { type: 'application/json', body: fixture('github/repos.json') },
    '/repos/ada-okafor/ada-okafor/readme': { type: 'text/html', body: fixture('github/readme.html') },
    '/photo.png': { type: 'image/png', body: 'not really a png' },
  };
  let port = 0;
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    requests.push(url.pathname + url.search);
    userAgent = String(request.headers['user-agent'] ?? '');
    const redirect = (location: string, status = 302) => {
      response.writeHead(status, { location });
      response.end();
    };
    switch (url.pathname) {
      case '/go/yelp':
        return redirect(PAGES.yelp, 301);
      case '/go/private':
        return redirect('http://10.0.0.1/admin');
      case '/go/metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/go/named-private':
        return redirect(`http://internal.test:${port}/yelp/harbor-street-barbers`);
      case '/go/loop':
        return redirect('/go/loop');
      case '/go/port':
        return redirect('http://public.test:8080/menu');
      // 127.0.0.1 written as IPv6 (mapped, and the deprecated IPv4-compatible form).
      case '/go/mapped-literal':
        return redirect(`http://[::ffff:127.0.0.1]:${port}${PAGES.yelp}`);
      case '/go/compatible-literal':
        return redirect(`http://[::127.0.0.1]:${port}${PAGES.yelp}`);
      case '/huge': {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'big '.repeat(16_000)}</p>`;
        for (let i = 0; i < 80; i++) response.write(chunk);
        return response.end();
      }
      case '/slow':
        pending.add(
          setTimeout(
            () => {
              response.writeHead(200, { 'content-type': 'text/html' });
              response.end(routes[PAGES.yelp].body);
            },
            Number(url.searchParams.get('ms') ?? options.slowMs ?? 3000),
          ),
        );
        return;
    }
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return response.end('{"message":"Not Found"}');
    }
    response.writeHead(200, { 'content-type': route.type });
    response.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    requests,
    lastUserAgent: () => userAgent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A DNS server on 127.0.0.1 for the SSRF tests: names that resolve to private, metadata and
 * mixed addresses, one that resolves to the fixture site, one to a public address, and (AAAA)
 * names whose IPv6 address embeds 127.0.0.1: mapped, IPv4-compatible, NAT64 and 6to4.
 */
export async function startFixtureDns(): Promise<{ server: string; close(): Promise<void> }> {
  const answers: Record<string, string[]> = {
    'internal.test': ['10.0.0.7'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['127.0.0.1', '192.168.1.20'],
    'fixtures.test': ['127.0.0.1'],
    'public.test': ['93.184.215.14'],
  };
  // Written out in full: dns2's encoder does not expand '::'.
  const answers6: Record<string, string[]> = {
    'mapped.test': ['0:0:0:0:0:ffff:7f00:1'],
    'compatible.test': ['0:0:0:0:0:0:7f00:1'],
    'nat64.test': ['64:ff9b:0:0:0:0:7f00:1'],
    'sixtofour.test': ['2002:7f00:1:0:0:0:0:1'],
  };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (question && question.type === dns2.Packet.TYPE.A) {
        for (const address of answers[question.name.toLowerCase()] ?? []) {
          // dns2's types ask for the encoder's own toBuffer; plain answers are what it encodes.
          response.answers.push({
            name: question.name,
            type: dns2.Packet.TYPE.A,
            class: dns2.Packet.CLASS.IN,
            ttl: 0,
            address,
          } as unknown as (typeof response.answers)[number]);
        }
      }
      if (question && question.type === dns2.Packet.TYPE.AAAA) {
        for (const address of answers6[question.name.toLowerCase()] ?? []) {
          response.answers.push({
            name: question.name,
            type: dns2.Packet.TYPE.AAAA,
            class: dns2.Packet.CLASS.IN,
            ttl: 0,
            address,
          } as unknown as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${addresses.udp?.port}`,
    close: () => server.close(),
  };
}
