import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/**
 * Ports already given (by this module: under Jest, to this test file): the kernel may hand a port
 * just closed out again.
 */
const given = new Set<number>();

/**
 * A loopback port that was free a moment ago (for servers whose URL must be known up front),
 * never one given before: two calls in a row could otherwise name the same port (Caddy once refused
 * the deploy test's ports with "scheme and port violate convention", its answer to equal HTTP and
 * HTTPS ports).
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
