import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { draftStoredNoticeSchema, editHolderSchema, instanceNoticesChannel, liveEventSchema, type Env, type LiveEvent } from '@frontdoor/shared';
import { InvitesRepository } from '@frontdoor/data';
import { ENV } from '../config/config.module.js';

type Listener = (userIds: readonly string[], event: LiveEvent) => void;

/**
 * Notices between server instances, on a channel of their own. They are not live events: no tab
 * ever receives one and they are not part of the API contract (shared/src/api), so they stay
 * here, out of liveEventSchema, where a client could otherwise be sent one by mistake.
 * - sessions-ended: these sessions ended (sign-out, other sessions, password reset, account
 *   deletion); every instance closes their /collab and /events connections.
 * - edit-control-freeze: a claim of edit control is starting; every instance makes the draft's
 *   connections read-only, stores what it already accepted, then answers edit-control-frozen.
 * - edit-control-thaw: the claim failed; connections go back to the holder recorded before.
 * - edit-control-changed: who has the draft open, or a request for edit control, changed; every
 *   instance tells the draft's designers (issue 26).
 * - collab-message: a collaboration message for these users' connections to the draft.
 * - draft-stored: sent by the worker (its shape is in shared/, where both meet): it changed the
 *   draft in the event store; instances holding it live bring in what was stored.
 */
const instanceNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions-ended'), sessionIds: z.array(z.string()) }),
  z.object({ kind: z.literal('edit-control-freeze'), draftId: z.string(), claimId: z.string(), to: editHolderSchema.nullable().optional() }),
  z.object({ kind: z.literal('edit-control-frozen'), claimId: z.string() }),
  z.object({ kind: z.literal('edit-control-thaw'), draftId: z.string(), holderUserId: z.string().nullable() }),
  z.object({ kind: z.literal('edit-control-changed'), draftId: z.string() }),
  z.object({ kind: z.literal('collab-message'), draftId: z.string(), userIds: z.array(z.string()), message: z.string() }),
  draftStoredNoticeSchema,
]);
export type InstanceNotice = z.infer<typeof instanceNoticeSchema>;
type NoticeListener = (notice: InstanceNotice) => void;

/**
 * Live events fan-out (ARCHITECTURE §5): a publish goes to Redis pub/sub, and every server
 * instance delivers it to the /events sockets of the named users. Publishing never fails the
 * caller's request: the event is a hint, and a client that reconnects re-reads what it shows.
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  private readonly channel: string;
  private readonly noticeChannel: string;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<Listener>();
  private readonly noticeListeners = new Set<NoticeListener>();
  private readonly logger = new Logger('LiveEvents');

  constructor(
    @Inject(Redis) private readonly redis: Redis,
    @Inject(InvitesRepository) private readonly invites: InvitesRepository,
    @Inject(ENV) env: Env,
  ) {
    this.channel = `${env.REDIS_PREFIX}:live-events`;
    this.noticeChannel = instanceNoticesChannel(env.REDIS_PREFIX);
    this.subscriber = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 250, 2000) });
    this.subscriber.on('error', () => undefined);
    void this.subscriber.subscribe(this.channel, this.noticeChannel).catch((error: Error) => this.logger.warn(`Live events unavailable: ${error.message}`));
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel === this.noticeChannel) return this.receiveNotice(raw);
      try {
        const { userIds, event } = JSON.parse(raw) as { userIds: string[]; event: unknown };
        const parsed = liveEventSchema.safeParse(event);
        if (parsed.success) for (const listener of this.listeners) listener(userIds, parsed.data);
      } catch {
        // not ours
      }
    });
  }

  /** Sends an event to every tab of the given users, on every instance. */
  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    if (userIds.length === 0) return;
    // The main client has a key prefix; PUBLISH channels are not prefixed, so name it in full.
    await this.redis.publish(this.channel, JSON.stringify({ userIds: [...new Set(userIds)], event })).catch(() => undefined);
  }

  /** The owner and accepted guest editors of a website: who hears about its changes. */
  websiteUsers(websiteId: string): Promise<string[]> {
    return this.invites.websiteUsers(websiteId);
  }

  /** Publishes an event about a website to its owner and guests. */
  async toWebsite(websiteId: string, event: LiveEvent): Promise<void> {
    await this.publish(await this.websiteUsers(websiteId).catch(() => []), event);
  }

  /**
   * Sends a notice to every server instance (this one included). Answers how many instances
   * received it (Redis counts the subscribers), 0 when Redis could not be reached.
   */
  async notify(notice: InstanceNotice): Promise<number> {
    return this.redis.publish(this.noticeChannel, JSON.stringify(notice)).catch((error: Error) => {
      this.logger.warn(`Instance notice ${notice.kind} not sent: ${error.message}`);
      return 0;
    });
  }

  onNotice(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  private receiveNotice(raw: string): void {
    let parsed;
    try {
      parsed = instanceNoticeSchema.safeParse(JSON.parse(raw));
    } catch {
      return;
    }
    if (parsed.success) for (const listener of this.noticeListeners) listener(parsed.data);
  }

  onEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
  }
}
