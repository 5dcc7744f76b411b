import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A loopback port that was free a moment ago (for servers whose URL must be known up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
