import DataLoader from 'dataloader';
import PQueue from 'p-queue';
import type { Hocuspocus } from '@hocuspocus/server';
import type { DraftEventStore, StoredDraftState } from '@frontdoor/data';

/**
 * Opening a connection runs these hooks in turn, each reading the database or Redis. Under a rush
 * of opens (a morning's designers at once), each runs through one bounded queue, the later stages
 * first: a connection that has started opening finishes before more are started, and the
 * database pool's queue stays short, so no query waits past the pool's connection timeout (which
 * refused the opens before, issue 38).
 */
const ADMITTED_HOOKS: Readonly<Record<string, number>> = { connected: 2, onLoadDocument: 1, onAuthenticate: 0 };

/**
 * How many of those hooks run at once. Each waits on a few round trips, so a loaded event loop
 * makes each slow: too few at once and opens crawl (5 took minutes for a 2,000-connection rush).
 * With this many, at most about twice as many queries wait for the pool's 10 connections, far
 * from its 3 s connection timeout (2,000 opens at once put some 18,000 there).
 */
export const ADMISSION_CONCURRENCY = 32;

/** The largest number of drafts one load statement reads. */
export const LOAD_BATCH_SIZE = 50;

/**
 * Routes the opening hooks of `hocuspocus` through a queue of `concurrency` (see ADMITTED_HOOKS);
 * every other hook runs as before. Answers the queue (tests and metrics read its size).
 */
export function admitOpens(hocuspocus: Hocuspocus, concurrency = ADMISSION_CONCURRENCY): PQueue {
  const queue = new PQueue({ concurrency });
  const hooks = hocuspocus.hooks.bind(hocuspocus) as (name: string, payload: unknown, callback?: unknown) => Promise<unknown>;
  const admitted = (name: string, payload: unknown, callback?: unknown): Promise<unknown> => {
    const priority = ADMITTED_HOOKS[name];
    if (priority === undefined) return hooks(name, payload, callback);
    return queue.add(() => hooks(name, payload, callback), { priority });
  };
  hocuspocus.hooks = admitted as Hocuspocus['hooks'];
  return queue;
}

/**
 * Loads of live documents, batched: the drafts asked for in the same tick are read with one
 * statement (DraftEventStore.loadStates, up to LOAD_BATCH_SIZE drafts), each from its snapshot
 * plus the events after it. Nothing is cached: every load reads what is stored now.
 */
export function draftStateLoader(store: DraftEventStore, maxBatchSize = LOAD_BATCH_SIZE): DataLoader<string, StoredDraftState | null> {
  return new DataLoader<string, StoredDraftState | null>(
    async (draftIds) => {
      const states = await store.loadStates(draftIds);
      return draftIds.map((id) => states.get(id.toLowerCase()) ?? null);
    },
    { cache: false, maxBatchSize },
  );
}
