import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { WebSocketServer } from 'ws';
import type { UpgradeRouter } from '../common/upgrade-router.js';

/**
 * Nest's ws adapter, but taking upgrades from the shared UpgradeRouter instead of adding its own
 * `upgrade` listener (which would close the sockets of /collab).
 */
export class RoutedWsAdapter extends WsAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly router: UpgradeRouter,
  ) {
    super(app);
  }

  override create(_port: number, options: { path?: string } & Record<string, unknown> = {}): WebSocketServer {
    const { path = '/', server: _server, namespace: _namespace, ...wsOptions } = options;
    const wss = this.bindErrorHandler(new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, ...wsOptions })) as WebSocketServer;
    this.router.route(path, (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)));
    return wss;
  }
}
