import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EditHolder } from '@frontdoor/shared';

/** How long a request for edit control waits for the holder's answer, and how often one user may ask (issue 26). */
export const EDIT_REQUEST = { waitMs: 30_000, everyMs: 5000 } as const;

/** A watcher's request to the holder of edit control, waiting for an answer. */
export interface PendingEditRequest {
  id: string;
  from: EditHolder;
  /** The holder it asks. */
  holderId: string;
  /** Epoch milliseconds when it stops waiting. */
  until: number;
}

/** Takes a request only if it is still the one with that id (one step, whichever instance asks). */
const TAKE = `local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).id == ARGV[1] then redis.call('DEL', KEYS[1]) return v end
return false`;

/**
 * Pending requests for edit control, in Redis so that every instance sees the same one: at most
 * one per draft (`edit-request:<draftId>`, ending by itself after EDIT_REQUEST.waitMs), and one
 * ask per user and draft every EDIT_REQUEST.everyMs.
 */
export class EditRequestStore {
  constructor(private readonly redis: Redis) {}

  async get(draftId: string): Promise<PendingEditRequest | null> {
    const request = parse(await this.redis.get(key(draftId)));
    return request && request.until > Date.now() ? request : null;
  }

  /** Whether this user may ask now (at most once every EDIT_REQUEST.everyMs per draft). */
  async mayAsk(draftId: string, userId: string): Promise<boolean> {
    return (await this.redis.set(`edit-request-limit:${draftId}:${userId}`, '1', 'PX', EDIT_REQUEST.everyMs, 'NX')) === 'OK';
  }

  /** Opens a request, unless one is already waiting: then answers that one. */
  async open(draftId: string, from: EditHolder, holderId: string): Promise<{ opened: boolean; request: PendingEditRequest | null }> {
    const request: PendingEditRequest = { id: randomUUID(), from, holderId, until: Date.now() + EDIT_REQUEST.waitMs };
    const set = await this.redis.set(key(draftId), JSON.stringify(request), 'PX', EDIT_REQUEST.waitMs, 'NX');
    return set === 'OK' ? { opened: true, request } : { opened: false, request: await this.get(draftId) };
  }

  /** Takes the request with this id (the answer): null when it is no longer waiting. */
  async take(draftId: string, id: string): Promise<PendingEditRequest | null> {
    return parse((await this.redis.eval(TAKE, 1, key(draftId), id)) as string | null);
  }

  /** Edit control changed hands: no request waits any more. */
  async clear(draftId: string): Promise<void> {
    await this.redis.del(key(draftId));
  }
}

const key = (draftId: string) => `edit-request:${draftId}`;

function parse(raw: string | null): PendingEditRequest | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingEditRequest;
  } catch {
    return null;
  }
}
