import { devMailSchema, type DevMail } from '@frontdoor/shared';

/** A small fetch client with a cookie jar, as one browser would be. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  accessToken?: string;

  constructor(readonly base: string) {}

  /** Sends `body` as JSON, or as it is when it is bytes (an upload). */
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const bytes = body instanceof Uint8Array;
    const res = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined && { 'content-type': bytes ? 'application/octet-stream' : 'application/json' }),
        ...(this.cookies.size && { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...(this.accessToken && { authorization: `Bearer ${this.accessToken}` }),
        ...headers,
      },
      body: body === undefined ? undefined : bytes ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      const text = value.join('=');
      if (text === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, text);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }

  get(path: string) {
    return this.request('GET', path);
  }
}

/**
 * Waits for the newest message to `to` in the development mailbox that matches (attachments
 * included: devMailSchema), for up to 30 s: on a loaded machine the worker's queue can take
 * seconds to send what a request queued.
 */
export async function waitForMail(base: string, to: string, matches: (mail: DevMail) => boolean = () => true): Promise<DevMail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const found = devMailSchema
      .array()
      .parse(await res.json())
      .find(matches);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  const all = await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json();
  throw new Error(`no matching email for ${to}; mailbox: ${JSON.stringify(all).slice(0, 500)}`);
}

export const codeIn = (mail: DevMail) => /\b(\d{6})\b/.exec(mail.text)![1];
export const tokenIn = (mail: DevMail) => /token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1];
