import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * The HTTP server's one `upgrade` listener, routing WebSocket upgrades by path (/collab to
 * Hocuspocus, /events to the NestJS gateway). Two libraries each listening to `upgrade` would
 * fight over the socket (each rejects paths it does not know); an unknown path is closed here.
 */
export class UpgradeRouter {
  private readonly routes = new Map<string, UpgradeHandler>();

  constructor(server: HttpServer) {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const handler = this.routes.get(path);
      if (handler) handler(request, socket, head);
      else socket.destroy();
    });
  }

  route(path: string, handler: UpgradeHandler): void {
    this.routes.set(path, handler);
  }
}
