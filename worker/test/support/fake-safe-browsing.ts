import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LookupRequest {
  path: string;
  key: string | null;
  body: {
    client?: { clientId?: string; clientVersion?: string };
    threatInfo?: { threatTypes?: string[]; platformTypes?: string[]; threatEntryTypes?: string[]; threatEntries?: { url: string }[] };
  };
}

/** How the fake answers: by its list of unsafe addresses, with a status, or not yet (held). */
export type LookupMode = { kind: 'answer' } | { kind: 'status'; status: number } | { kind: 'hold' };

export interface FakeSafeBrowsing {
  /** What WEB_RISK_API_URL is set to. */
  url: string;
  requests: LookupRequest[];
  /** Addresses the fake knows as threats (SOCIAL_ENGINEERING matches). */
  unsafe: Set<string>;
  /** How many requests are being held (mode 'hold') right now. */
  held(): number;
  /** Answers every held request as the (new) mode says; later requests follow that mode. */
  setMode(mode: LookupMode): void;
  close(): Promise<void>;
}

/**
 * A local server speaking the Google Safe Browsing v4 Lookup API's `threatMatches:find`, on
 * 127.0.0.1: `{}` for no match, `{ matches: [...] }` for a listed address, any status on demand,
 * or holding requests to catch a check in the middle.
 */
export async function startFakeSafeBrowsing(): Promise<FakeSafeBrowsing> {
  const requests: LookupRequest[] = [];
  const unsafe = new Set<string>();
  const waiting = new Set<{ request: LookupRequest; res: ServerResponse }>();
  let mode: LookupMode = { kind: 'answer' };

  const answer = (request: LookupRequest, res: ServerResponse) => {
    if (res.destroyed) return;
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: mode.status, message: 'Internal error encountered.', status: 'INTERNAL' } }));
      return;
    }
    const entries = request.body.threatInfo?.threatEntries ?? [];
    const matches = entries
      .filter((entry) => unsafe.has(entry.url))
      .map((entry) => ({ threatType: 'SOCIAL_ENGINEERING', platformType: 'ANY_PLATFORM', threat: { url: entry.url }, cacheDuration: '300s', threatEntryType: 'URL' }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(matches.length > 0 ? { matches } : {}));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'POST' || url.pathname !== '/v4/threatMatches:find') {
      res.writeHead(404).end();
      return;
    }
    const request: LookupRequest = { path: url.pathname, key: url.searchParams.get('key'), body: JSON.parse(await read(req)) as LookupRequest['body'] };
    requests.push(request);
    if (mode.kind !== 'hold') return answer(request, res);
    const entry = { request, res };
    waiting.add(entry);
    res.on('close', () => waiting.delete(entry));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unsafe,
    held: () => waiting.size,
    setMode(next) {
      mode = next;
      if (next.kind === 'hold') return;
      for (const entry of [...waiting]) {
        waiting.delete(entry);
        answer(entry.request, entry.res);
      }
    },
    async close() {
      for (const { res } of waiting) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
