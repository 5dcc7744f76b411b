import type { LiveEvent } from '@frontdoor/shared';

/** A live event, or 'reconnected': the socket came back and screens should re-read. */
export type LiveSignal = LiveEvent | { type: 'reconnected' };
export type LiveListener = (signal: LiveSignal) => void;

/**
 * Everyone told of this tab's signals: screens (useLiveEvents) and the query cache, which marks
 * answers out of date. Kept apart from the socket (live-events.tsx), which needs the session, so
 * the query cache can listen without depending on sign-in.
 */
const listeners = new Set<LiveListener>();

/** Calls `listener` for every live event of this tab (and 'reconnected'); returns the unsubscribe. */
export function subscribeLiveSignals(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells every listener of a signal (the socket in live-events.tsx). */
export const emitLiveSignal = (signal: LiveSignal) => listeners.forEach((listener) => listener(signal));
