import DataLoader from 'dataloader';
import type { Connection, connectedPayload, Extension, Hocuspocus, onAuthenticatePayload, onConfigurePayload } from '@hocuspocus/server';
import { canEdit, COLLAB_CLOSE_CODES, COLLAB_REFUSALS } from '@frontdoor/shared';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { SESSION_RECHECK_MS, type SessionsService } from '../../auth/sessions.service.js';
import type { DraftAccess } from '../../drafts/draft-access.js';
import { refusal, type CollabContext } from '../collab-context.js';

/**
 * Authentication (one concern per extension): the provider's token is the bearer access token.
 * A token that is invalid, expired or of an ended session, and a draft the user may not open,
 * are refused with a reason the designer shows. Read-only is decided here, once per connection.
 * The session is read from the database on every connection (never cached), and a connection
 * whose session ends later is closed when the notice arrives (`closeSessions`), or at the next
 * re-check of the open connections' sessions if the notice was lost.
 */
export class AuthenticationExtension implements Extension {
  private instance: Hocuspocus | null = null;
  private recheck: NodeJS.Timeout | null = null;
  /**
   * Whether a session is live, read from the database each time (never cached); the reads asked
   * for in the same tick are one query (a rush of opens reads a session per connection, twice).
   */
  private readonly liveSessions = new DataLoader<string, boolean>(
    async (sessionIds) => {
      const ended = new Set(await this.sessions.endedAmong(sessionIds));
      return sessionIds.map((id) => !ended.has(id));
    },
    { cache: false, maxBatchSize: 100 },
  );

  constructor(
    private readonly tokens: AccessTokens,
    private readonly sessions: SessionsService,
    private readonly access: DraftAccess,
  ) {}

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
    this.recheck = setInterval(() => void this.recheckSessions(), SESSION_RECHECK_MS).unref();
  }

  async onDestroy(): Promise<void> {
    if (this.recheck) clearInterval(this.recheck);
  }

  async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload): Promise<CollabContext> {
    const claims = await this.tokens.verify(token);
    if (!claims || !(await this.liveSessions.load(claims.sessionId))) throw refusal(COLLAB_REFUSALS.unauthorized);
    const draft = await this.access.findAccessible(claims.userId, documentName);
    if (!draft) throw refusal(COLLAB_REFUSALS['no-access']);
    // Edit control (spec §4): someone else modified the draft last, so this connection watches.
    connectionConfig.readOnly = !canEdit(claims.userId, draft.lastModifiedByUserId ? { userId: draft.lastModifiedByUserId } : null);
    return { userId: claims.userId, sessionId: claims.sessionId, isOwner: draft.userId === claims.userId };
  }

  /**
   * A session that ended while this connection was being opened: its notice may have arrived
   * before the connection was listed in its document, so the session is read once more now that
   * it is (a later end is announced after it is recorded, and finds the connection listed).
   */
  async connected({ connection, context }: connectedPayload<CollabContext>): Promise<void> {
    if (!context.sessionId || (await this.liveSessions.load(context.sessionId))) return;
    endConnection(connection);
  }

  /**
   * These sessions ended: every connection of theirs on this instance, whatever the draft, turns
   * read-only at once and closes with 'Your session has ended' (the designer goes to sign-in).
   */
  closeSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    const ended = new Set(sessionIds);
    for (const connection of this.connections()) {
      if (ended.has((connection.context as Partial<CollabContext>).sessionId ?? '')) endConnection(connection);
    }
  }

  private async recheckSessions(): Promise<void> {
    const sessionIds = [...new Set(this.connections().map((connection) => (connection.context as Partial<CollabContext>).sessionId))];
    const known = sessionIds.filter((id): id is string => typeof id === 'string');
    // The database away: nothing is closed on that account.
    this.closeSessions(await this.sessions.endedAmong(known).catch(() => []));
  }

  private connections(): Connection[] {
    return [...(this.instance?.documents.values() ?? [])].flatMap((document) => [...document.getConnections()]);
  }
}

function endConnection(connection: Connection): void {
  connection.readOnly = true;
  connection.close({ code: COLLAB_CLOSE_CODES.unauthorized, reason: COLLAB_REFUSALS.unauthorized });
}
