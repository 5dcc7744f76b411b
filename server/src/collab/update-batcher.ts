import * as Y from 'yjs';
import type { DraftEventStore } from '@frontdoor/data';

interface Pending {
  draftId: string;
  actorId: string | null;
  update: Uint8Array;
}

/** An update waiting, numbered in the order it was added (flush waits by number). */
interface Entry extends Pending {
  index: number;
}

/** A draft whose last batch failed: it is stored alone from then on, after a pause, until one succeeds. */
interface Failing {
  attempts: number;
  retryAt: number;
}

interface Batch {
  drafts: Set<string>;
  /** The oldest update it holds. */
  oldest: number;
  done: Promise<boolean>;
}

export interface UpdateBatcherOptions {
  delayMs: number;
  /** How many batches may be in flight at once (each holds a database connection). */
  maxInFlight?: number;
  onStored?: (draftId: string, sequence: number) => void;
  /** A batch failed: its drafts' updates are kept and tried again, each draft on its own. */
  onError?: (error: unknown, draftIds: readonly string[], attempts: number) => void;
}

/**
 * Collects the Yjs updates of every live draft on this instance and appends them in short
 * batches (ARCHITECTURE §3: batched within a few tens of milliseconds, never debounced for
 * seconds). A batch is one transaction for many drafts; consecutive updates of one actor to one
 * draft are merged with Y.mergeUpdates into one event. Up to `maxInFlight` batches are stored at
 * once, and a draft is never in two of them: its updates wait while one of its batches is in
 * flight, so each draft's order is kept.
 *
 * A failed batch keeps its updates and reports the failure with its drafts' ids (`onError`); each
 * of those drafts is then tried again on its own, after a pause that doubles up to 2 s, so one
 * draft that cannot be stored never holds back the others, and a database restart loses nothing
 * that is still in memory. `flush` throws when a batch it waits for fails.
 */
export class UpdateBatcher {
  /** Per draft, its updates waiting, oldest first (Map order: drafts in the order they came). */
  private readonly pending = new Map<string, Entry[]>();
  private readonly inFlight = new Set<Batch>();
  private readonly failing = new Map<string, Failing>();
  private timer: NodeJS.Timeout | null = null;
  private added = 0;
  private readonly maxInFlight: number;

  constructor(
    private readonly store: DraftEventStore,
    private readonly options: UpdateBatcherOptions,
  ) {
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  }

  add(draftId: string, actorId: string | null, update: Uint8Array): void {
    const queue = this.pending.get(draftId);
    const entry = { draftId, actorId, update, index: this.added++ };
    if (queue) queue.push(entry);
    else this.pending.set(draftId, [entry]);
    this.schedule(this.options.delayMs);
  }

  /**
   * Stores everything received so far (of one draft, when given); resolves once it is in
   * PostgreSQL, throws when a batch holding some of it fails (it is kept and tried again).
   */
  async flush(draftId?: string): Promise<void> {
    const target = this.added;
    for (;;) {
      const oldest = this.oldestUnstored(draftId);
      if (oldest === undefined || oldest >= target) return;
      this.start(true);
      const waitFor = [...this.inFlight].filter((batch) => batch.oldest < target && (draftId === undefined || batch.drafts.has(draftId)));
      if (waitFor.length === 0) {
        // Waiting for a failing draft's next try.
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const results = await Promise.all(waitFor.map((batch) => batch.done));
      if (results.includes(false)) throw new Error('Draft updates could not be stored');
    }
  }

  /** The number of the oldest update not yet stored (of one draft, when given). */
  private oldestUnstored(draftId?: string): number | undefined {
    let oldest: number | undefined;
    const consider = (index: number | undefined) => {
      if (index !== undefined && (oldest === undefined || index < oldest)) oldest = index;
    };
    if (draftId !== undefined) consider(this.pending.get(draftId)?.[0]?.index);
    else for (const queue of this.pending.values()) consider(queue[0]?.index);
    for (const batch of this.inFlight) if (draftId === undefined || batch.drafts.has(draftId)) consider(batch.oldest);
    return oldest;
  }

  private schedule(delay: number): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.start(false);
    }, delay);
  }

  /** Starts batches while there is room and something to store; `now`: failing drafts' pauses are not waited out. */
  private start(now: boolean): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight.size < this.maxInFlight && this.startOne(now));
    // Updates still waiting (for a draft in flight, a failing draft's pause, or room).
    if (this.pending.size > 0 && this.inFlight.size < this.maxInFlight) this.schedule(this.nextDelay());
  }

  private nextDelay(): number {
    const clock = Date.now();
    let delay = this.options.delayMs;
    for (const draftId of this.pending.keys()) {
      const failing = this.failing.get(draftId);
      if (failing) delay = Math.min(delay, Math.max(0, failing.retryAt - clock));
    }
    return Math.max(delay, 1);
  }

  /** Takes what may go now into one batch and stores it; false when nothing may. */
  private startOne(now: boolean): boolean {
    const busy = new Set<string>();
    for (const batch of this.inFlight) for (const draftId of batch.drafts) busy.add(draftId);
    const clock = Date.now();
    const entries: Entry[] = [];
    const drafts = new Set<string>();
    for (const [draftId, queue] of this.pending) {
      if (busy.has(draftId)) continue;
      const failing = this.failing.get(draftId);
      if (failing) {
        // A failing draft goes alone, once its pause is over (or a flush asks for it).
        if (!now && failing.retryAt > clock) continue;
        if (drafts.size > 0) continue;
        drafts.add(draftId);
        entries.push(...queue);
        this.pending.delete(draftId);
        break;
      }
      drafts.add(draftId);
      entries.push(...queue);
      this.pending.delete(draftId);
    }
    if (entries.length === 0) return false;
    const batch: Batch = { drafts, oldest: Math.min(...entries.map((entry) => entry.index)), done: Promise.resolve(true) };
    this.inFlight.add(batch);
    batch.done = this.store
      .appendUpdates(mergeRuns(entries))
      .then((stored) => {
        for (const draftId of drafts) this.failing.delete(draftId);
        for (const [draftId, sequence] of stored) this.options.onStored?.(draftId, sequence);
        return true;
      })
      .catch((error: unknown) => {
        // Kept, in order, ahead of anything that came meanwhile; each draft tried again alone.
        for (const draftId of drafts) {
          const kept = entries.filter((entry) => entry.draftId === draftId);
          const later = this.pending.get(draftId) ?? [];
          this.pending.delete(draftId);
          this.pending.set(draftId, [...kept, ...later]);
          const attempts = (this.failing.get(draftId)?.attempts ?? 0) + 1;
          this.failing.set(draftId, { attempts, retryAt: Date.now() + Math.min(100 * 2 ** (attempts - 1), 2000) });
        }
        this.options.onError?.(error, [...drafts], Math.max(...[...drafts].map((draftId) => this.failing.get(draftId)!.attempts)));
        return false;
      })
      .finally(() => {
        this.inFlight.delete(batch);
        if (this.pending.size > 0) this.schedule(this.nextDelay());
      });
    return true;
  }
}

/** Merges consecutive updates of the same actor to the same draft, keeping each draft's order. */
export function mergeRuns(batch: readonly Pending[]): Pending[] {
  const byDraft = new Map<string, { draftId: string; actorId: string | null; updates: Uint8Array[] }[]>();
  for (const entry of batch) {
    const runs = byDraft.get(entry.draftId) ?? [];
    const last = runs.at(-1);
    if (last && last.actorId === entry.actorId) last.updates.push(entry.update);
    else runs.push({ draftId: entry.draftId, actorId: entry.actorId, updates: [entry.update] });
    byDraft.set(entry.draftId, runs);
  }
  return [...byDraft.values()]
    .flat()
    .map(({ draftId, actorId, updates }) => ({ draftId, actorId, update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates) }));
}
