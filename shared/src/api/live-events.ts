import { z } from 'zod';
import { assistantProgressSchema } from '../assistant/operations.js';
import { domainStateSchema } from '../site/domain-enums.js';

/** The live-events WebSocket (one per signed-in tab, ARCHITECTURE §5). */
export { EVENTS_CLOSE_CODES, EVENTS_PATH } from './events-path.js';

const websiteId = z.string();

/** Who holds edit control of a website, as designers are told. */
export const editHolderSchema = z.object({ userId: z.string(), email: z.string().nullable() });
export type EditHolder = z.infer<typeof editHolderSchema>;

/**
 * Messages on /events, fanned out through Redis pub/sub to every instance. A client that
 * reconnects re-reads what it shows, so a missed event never leaves a wrong screen.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('edit-control-claimed'), websiteId, holder: editHolderSchema }),
  z.object({ type: z.literal('draft-saved'), websiteId, sequence: z.number() }),
  z.object({ type: z.literal('draft-published'), websiteId, handle: z.string() }),
  z.object({ type: z.literal('draft-restored'), websiteId, sequence: z.number() }),
  z.object({ type: z.literal('invite-created'), websiteId, inviteId: z.string() }),
  z.object({ type: z.literal('invite-accepted'), websiteId, inviteId: z.string() }),
  z.object({ type: z.literal('invite-removed'), websiteId, inviteId: z.string() }),
  /** This user's access to the website was removed: the designer goes to /invite/revoked. */
  z.object({ type: z.literal('access-revoked'), websiteId }),
  z.object({ type: z.literal('website-list-changed') }),
  /** A custom domain of the website was connected, checked into another state, disconnected or deleted (null: none now). */
  z.object({ type: z.literal('domain-state-changed'), websiteId, domainName: z.string(), state: domainStateSchema.nullable() }),
  /** A booking of the website was made, requested, confirmed, declined, cancelled or moved: its Bookings view reads them again. */
  z.object({ type: z.literal('bookings-changed'), websiteId, bookingId: z.string() }),
  /** New visits of the published site were counted: its Statistics view reads them again (issue 42). */
  z.object({ type: z.literal('statistics-changed'), websiteId }),
  /** The assistant's answer to this user's request is under way (sent to the asker only): what it is doing now. */
  z.object({ type: z.literal('assistant-progress'), websiteId, progress: assistantProgressSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What the client sends first on /events: its access token. */
export const eventsHelloSchema = z.object({ type: z.literal('hello'), token: z.string().max(4096) });
/** The server's answer once the socket is authenticated. */
export const eventsReadySchema = z.object({ type: z.literal('ready'), userId: z.string() });
