import type { Redis } from 'ioredis';
import type { EditHolder } from '@frontdoor/shared';

/** Presence timing (issue 26): how often an instance renews its entries, how long they last, and the grace of a closed connection. */
export const PRESENCE = {
  /** Every instance renews its open connections' entries (and looks for changes) this often. */
  beatMs: 5000,
  /** An entry not renewed for this long is gone (its instance stopped without saying so). */
  ttlMs: 15_000,
  /** A closed connection still counts this long, so a reload or a short reconnect changes nothing. */
  graceMs: 5000,
} as const;

interface Entry extends EditHolder {
  /** Epoch milliseconds until which the entry counts. */
  until: number;
}

/**
 * Who has a draft open (issue 26), shared by every server instance through Redis: one hash per
 * draft (`presence:<draftId>` under the app's REDIS_PREFIX), one field per open connection
 * (`<instance>:<socket>`), each with the user and a time until which it counts. An instance
 * renews the entries of its own connections every PRESENCE.beatMs; a closed connection's entry
 * counts PRESENCE.graceMs more; an instance that stops without a word loses its entries after
 * PRESENCE.ttlMs. Readers ignore (and drop) entries past their time.
 */
export class DraftPresence {
  /** This instance's open connections: draft id → field → who. */
  private readonly own = new Map<string, Map<string, EditHolder>>();

  constructor(
    private readonly redis: Redis,
    private readonly instanceId: string,
  ) {}

  /** A connection of this instance opened the draft. */
  async join(draftId: string, socketId: string, who: EditHolder): Promise<void> {
    const field = this.field(socketId);
    const fields = this.own.get(draftId) ?? new Map<string, EditHolder>();
    fields.set(field, who);
    this.own.set(draftId, fields);
    await this.write(draftId, [[field, who]], PRESENCE.ttlMs);
  }

  /** A connection of this instance closed: it counts PRESENCE.graceMs more. False when it was not one that joined. */
  async leave(draftId: string, socketId: string): Promise<boolean> {
    const field = this.field(socketId);
    const fields = this.own.get(draftId);
    const who = fields?.get(field);
    if (!fields || !who) return false;
    fields.delete(field);
    if (fields.size === 0) this.own.delete(draftId);
    await this.write(draftId, [[field, who]], PRESENCE.graceMs);
    return true;
  }

  /**
   * Access was removed (issue 37): these users' entries of the draft go at once, on every
   * instance's behalf and with no grace. This instance forgets its own first, synchronously, so
   * the connections it closes next leave nothing behind (`leave` is then false).
   */
  async drop(draftId: string, userIds: readonly string[]): Promise<void> {
    const fields = this.own.get(draftId);
    for (const [field, who] of fields ?? []) if (userIds.includes(who.userId)) fields!.delete(field);
    if (fields?.size === 0) this.own.delete(draftId);
    const all = await this.redis.hgetall(key(draftId));
    const gone = Object.entries(all)
      .filter(([, raw]) => userIds.includes(parse(raw)?.userId ?? ''))
      .map(([field]) => field);
    if (gone.length) await this.redis.hdel(key(draftId), ...gone);
  }

  /** Renews every entry of this instance. */
  async renew(): Promise<void> {
    await Promise.all([...this.own].map(([draftId, fields]) => this.write(draftId, [...fields], PRESENCE.ttlMs)));
  }

  /** The users with the draft open now (each once, ordered by email). */
  async list(draftId: string): Promise<EditHolder[]> {
    const all = await this.redis.hgetall(key(draftId));
    const now = Date.now();
    const users = new Map<string, EditHolder>();
    const gone: string[] = [];
    for (const [field, raw] of Object.entries(all)) {
      const entry = parse(raw);
      if (!entry || entry.until <= now) gone.push(field);
      else users.set(entry.userId, { userId: entry.userId, email: entry.email });
    }
    if (gone.length) void this.redis.hdel(key(draftId), ...gone).catch(() => undefined);
    return [...users.values()].sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
  }

  /** This instance stops: its entries go at once. */
  async forget(): Promise<void> {
    const owned = [...this.own];
    this.own.clear();
    await Promise.all(owned.map(([draftId, fields]) => this.redis.hdel(key(draftId), ...fields.keys()))).catch(() => undefined);
  }

  private field(socketId: string): string {
    return `${this.instanceId}:${socketId}`;
  }

  /**
   * Writes of entries, coalesced: those asked for while the event loop is busy with one phase (a
   * rush of opens joins hundreds of connections at once, a beat renews every draft) go to Redis
   * as one MULTI, in the order they were asked for, and each caller's promise settles with it.
   */
  private write(draftId: string, entries: [string, EditHolder][], forMs: number): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    const until = Date.now() + forMs;
    const values = entries.flatMap(([field, who]) => [field, JSON.stringify({ userId: who.userId, email: who.email, until } satisfies Entry)]);
    if (!this.pending) {
      const batch: PendingWrites = { writes: [], done: null as unknown as Promise<void> };
      batch.done = new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          if (this.pending === batch) this.pending = null;
          const multi = this.redis.multi();
          for (const write of batch.writes) multi.hset(key(write.draftId), ...write.values).pexpire(key(write.draftId), PRESENCE.ttlMs * 2);
          multi.exec().then(() => resolve(), reject);
        });
      });
      this.pending = batch;
    }
    this.pending.writes.push({ draftId, values });
    return this.pending.done;
  }

  /** Entries asked to be written and not yet sent (see `write`). */
  private pending: PendingWrites | null = null;
}

interface PendingWrites {
  writes: { draftId: string; values: string[] }[];
  done: Promise<void>;
}

const key = (draftId: string) => `presence:${draftId}`;

function parse(raw: string): Entry | null {
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.userId === 'string' && typeof entry.until === 'number' ? { userId: entry.userId, email: entry.email ?? null, until: entry.until } : null;
  } catch {
    return null;
  }
}
