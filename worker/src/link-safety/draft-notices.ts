import { Redis } from 'ioredis';
import { instanceNoticesChannel, type DraftStoredNotice, type Env } from '@frontdoor/shared';
import { log } from '../log.js';

/**
 * Tells the server instances that the worker stored a change of a draft (draftStoredNoticeSchema):
 * each one holding the draft live brings the change in, and its open designers see it at once.
 * A notice is a hint: when Redis loses it, the designer sees the change when it next loads the draft.
 */
export function createDraftNotices(env: Env): { announce(draftId: string): Promise<void>; close(): void } {
  // Its own connection, queueing while it connects: the first check after start is not lost.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, retryStrategy: (times) => Math.min(times * 250, 2000) });
  redis.on('error', () => undefined);
  const channel = instanceNoticesChannel(env.REDIS_PREFIX);
  return {
    async announce(draftId) {
      const notice: DraftStoredNotice = { kind: 'draft-stored', draftId };
      await redis.publish(channel, JSON.stringify(notice)).catch((error: Error) => log('warn', 'Draft notice not sent', { draftId, error: error.message }));
    },
    close() {
      redis.disconnect();
    },
  };
}
