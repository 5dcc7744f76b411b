import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { liveEventSchema, type Env, type LiveEvent } from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

type Listener = (userIds: readonly string[], event: LiveEvent) => void;

/**
 * Live events fan-out (ARCHITECTURE §5): a publish goes to Redis pub/sub, and every server
 * instance delivers it to the /events sockets of the named users. Publishing never fails the
 * caller's request: the event is a hint, and a client that reconnects re-reads what it shows.
 */
@Injectable()
export class LiveEvents implements OnApplicationShutdown {
  private readonly channel: string;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<Listener>();
  private readonly logger = new Logger('LiveEvents');

  constructor(
    @Inject(Redis) private readonly redis: Redis,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ENV) env: Env,
  ) {
    this.channel = `${env.REDIS_PREFIX}:live-events`;
    this.subscriber = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 250, 2000) });
    this.subscriber.on('error', () => undefined);
    void this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`Live events unavailable: ${error.message}`));
    this.subscriber.on('message', (_channel: string, raw: string) => {
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
  async websiteUsers(websiteId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM draft_websites WHERE id = $1
       UNION SELECT invited_user_id FROM website_invites WHERE website_id = $1 AND accepted AND invited_user_id IS NOT NULL`,
      [websiteId],
    );
    return rows.map((row) => row.user_id);
  }

  /** Publishes an event about a website to its owner and guests. */
  async toWebsite(websiteId: string, event: LiveEvent): Promise<void> {
    await this.publish(await this.websiteUsers(websiteId).catch(() => []), event);
  }

  onEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onApplicationShutdown(): void {
    this.subscriber.disconnect();
  }
}
