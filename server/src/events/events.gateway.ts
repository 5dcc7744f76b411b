import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import type { WebSocket } from 'ws';
import { EVENTS_CLOSE_CODES, EVENTS_PATH, eventsHelloSchema, type LiveEvent } from '@frontdoor/shared';
import { AccessTokens } from '../auth/access-tokens.js';
import { SESSION_RECHECK_MS, SessionsService } from '../auth/sessions.service.js';
import { LiveEvents } from './live-events.js';

/** How long a new socket has to send its token. */
const HELLO_TIMEOUT_MS = 10_000;
const SIGN_IN_AGAIN = 'Sign in again';

/** Who an authenticated socket belongs to: the user and the session its token named. */
interface SocketOwner {
  userId: string;
  sessionId: string;
}

/**
 * /events (ARCHITECTURE §5): one authenticated WebSocket per signed-in tab. The first message is
 * `{type: 'hello', token}`; then the socket receives the live events of its user, from any
 * instance (LiveEvents fans them out through Redis). A socket whose session ends (sign-out, other
 * sessions, password reset, account deletion) is closed with 4401 on whichever instance holds it.
 */
@WebSocketGateway({ path: EVENTS_PATH })
export class EventsGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly owners = new Map<WebSocket, SocketOwner>();
  private readonly logger = new Logger('Events');
  /** Reads the open sockets' sessions again now and then (a lost notice, a timed-out session). */
  private readonly recheck = setInterval(() => void this.recheckSessions(), SESSION_RECHECK_MS).unref();

  constructor(
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(LiveEvents) liveEvents: LiveEvents,
  ) {
    liveEvents.onEvent((userIds, event) => this.deliver(userIds, event));
    liveEvents.onNotice((notice) => {
      if (notice.kind === 'sessions-ended') this.endSessions(notice.sessionIds);
    });
  }

  handleConnection(socket: WebSocket): void {
    const timer = setTimeout(() => this.refuse(socket), HELLO_TIMEOUT_MS);
    socket.once('message', (raw: Buffer) => {
      clearTimeout(timer);
      void this.authenticate(socket, raw.toString()).catch(() => this.refuse(socket));
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const owner = this.owners.get(socket);
    if (!owner) return;
    this.owners.delete(socket);
    const sockets = this.byUser.get(owner.userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byUser.delete(owner.userId);
  }

  private async authenticate(socket: WebSocket, raw: string): Promise<void> {
    const hello = eventsHelloSchema.safeParse(JSON.parse(raw));
    const claims = hello.success ? await this.tokens.verify(hello.data.token) : null;
    if (!claims || !(await this.sessions.findLive(claims.sessionId))) return this.refuse(socket);
    if (socket.readyState !== socket.OPEN) return;
    this.owners.set(socket, { userId: claims.userId, sessionId: claims.sessionId });
    const sockets = this.byUser.get(claims.userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byUser.set(claims.userId, sockets);
    // A session that ended while this socket was being checked: its notice may have come before
    // the socket was listed above. Reading again after listing closes that gap (a later end is
    // announced after it is recorded, so it finds the socket listed).
    if (!(await this.sessions.findLive(claims.sessionId))) return this.refuse(socket);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ready', userId: claims.userId }));
  }

  /** The sessions ended: their sockets on this instance close (4401: sign in again). */
  private endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const [socket, owner] of this.owners) {
      if (ended.has(owner.sessionId)) this.refuse(socket);
    }
  }

  private async recheckSessions(): Promise<void> {
    const sessionIds = [...new Set([...this.owners.values()].map((owner) => owner.sessionId))];
    // The database away: nothing is closed on that account.
    this.endSessions(await this.sessions.endedAmong(sessionIds).catch(() => []));
  }

  onModuleDestroy(): void {
    clearInterval(this.recheck);
  }

  private refuse(socket: WebSocket): void {
    this.handleDisconnect(socket);
    socket.close(EVENTS_CLOSE_CODES.unauthorized, SIGN_IN_AGAIN);
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
