import * as Y from 'yjs';
import type { DraftEventStore } from '@frontdoor/data';

interface Pending {
  draftId: string;
  actorId: string | null;
  update: Uint8Array;
}

/**
 * Collects the Yjs updates of every live draft on this instance and appends them in short
 * batches (ARCHITECTURE §3: batched within a few tens of milliseconds, never debounced for
 * seconds). One flush is one transaction for all drafts; consecutive updates of one actor to one
 * draft are merged with Y.mergeUpdates into one event. A failed flush keeps its updates and tries
 * again, in order, so a database restart loses nothing that is still in memory.
 */
export class UpdateBatcher {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private retryMs = 0;
  /** Updates ever added, and ever stored: flush waits for the count at its call. */
  private added = 0;
  private stored = 0;
  private lastRunFailed = false;

  constructor(
    private readonly store: DraftEventStore,
    private readonly options: { delayMs: number; onStored?: (draftId: string, sequence: number) => void; onError?: (error: unknown) => void },
  ) {}

  add(draftId: string, actorId: string | null, update: Uint8Array): void {
    this.pending.push({ draftId, actorId, update });
    this.added += 1;
    this.schedule(this.options.delayMs);
  }

  /** Whether updates of a draft are still waiting to be stored. */
  hasPending(draftId: string): boolean {
    return this.pending.some((entry) => entry.draftId === draftId);
  }

  /** Stores everything received so far; resolves once it is in PostgreSQL. */
  async flush(): Promise<void> {
    const target = this.added;
    while (this.stored < target) {
      if (this.running) {
        await this.running;
        continue;
      }
      await this.run();
      if (this.lastRunFailed) throw new Error('Draft updates could not be stored');
    }
  }

  private schedule(delay: number): void {
    if (this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    this.running = this.store
      .appendUpdates(mergeRuns(batch))
      .then((stored) => {
        this.retryMs = 0;
        this.lastRunFailed = false;
        this.stored += batch.length;
        for (const [draftId, sequence] of stored) this.options.onStored?.(draftId, sequence);
      })
      .catch((error: unknown) => {
        this.options.onError?.(error);
        this.lastRunFailed = true;
        this.pending = [...batch, ...this.pending];
        this.retryMs = Math.min(Math.max(this.retryMs * 2, 100), 2000);
      })
      .finally(() => {
        this.running = null;
        if (this.pending.length) this.schedule(this.retryMs || this.options.delayMs);
      });
    return this.running;
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
