import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { EVENTS_PATH, eventsHelloSchema, type LiveEvent } from '@frontdoor/shared';
import { AccessTokens } from '../auth/access-tokens.js';
import { SessionsService } from '../auth/sessions.service.js';
import { LiveEvents } from './live-events.js';

/** How long a new socket has to send its token. */
const HELLO_TIMEOUT_MS = 10_000;

/**
 * /events (ARCHITECTURE §5): one authenticated WebSocket per signed-in tab. The first message is
 * `{type: 'hello', token}`; then the socket receives the live events of its user, from any
 * instance (LiveEvents fans them out through Redis).
 */
@WebSocketGateway({ path: EVENTS_PATH })
export class EventsGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly users = new Map<WebSocket, string>();
  private readonly logger = new Logger('Events');

  constructor(
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(LiveEvents) liveEvents: LiveEvents,
  ) {
    liveEvents.onEvent((userIds, event) => this.deliver(userIds, event));
  }

  handleConnection(socket: WebSocket): void {
    const timer = setTimeout(() => socket.close(4401, 'Sign in again'), HELLO_TIMEOUT_MS);
    socket.once('message', (raw: Buffer) => {
      clearTimeout(timer);
      void this.authenticate(socket, raw.toString()).catch(() => socket.close(4401, 'Sign in again'));
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const userId = this.users.get(socket);
    if (!userId) return;
    this.users.delete(socket);
    const sockets = this.byUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(userId);
  }

  private async authenticate(socket: WebSocket, raw: string): Promise<void> {
    const hello = eventsHelloSchema.safeParse(JSON.parse(raw));
    const claims = hello.success ? await this.tokens.verify(hello.data.token) : null;
    if (!claims || !(await this.sessions.findLive(claims.sessionId))) {
      socket.close(4401, 'Sign in again');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    this.users.set(socket, claims.userId);
    const sockets = this.byUser.get(claims.userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byUser.set(claims.userId, sockets);
    socket.send(JSON.stringify({ type: 'ready', userId: claims.userId }));
  }

  private deliver(userIds: readonly string[], event: LiveEvent): void {
    const payload = JSON.stringify(event);
    for (const userId of userIds) {
      for (const socket of this.byUser.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(payload);
      }
    }
    this.logger.debug?.(`${event.type} to ${userIds.length} user(s)`);
  }
}
