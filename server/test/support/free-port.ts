import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** Ports this process was already given: the kernel may hand a port just closed out again. */
const given = new Set<number>();

/**
 * A loopback port that was free a moment ago (for servers whose URL must be known up front),
 * never one this process was given before: two calls in a row could otherwise name the same port
 * (the deploy test once got Caddy's HTTP and HTTPS ports equal, which Caddy refuses).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}
