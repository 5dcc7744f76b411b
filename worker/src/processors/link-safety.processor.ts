import type { Job } from 'bullmq';
import type { DraftEventStore } from '@frontdoor/data';
import { linkSafetyJobSchema, setWebRisk, WEB_RISK_UNCHECKED, type WebRiskState } from '@frontdoor/shared';
import type { WebRisk } from '../link-safety/web-risk.js';
import { log } from '../log.js';

export interface LinkSafetyDeps {
  drafts: DraftEventStore;
  webRisk: WebRisk;
  /** Tells the server instances that the draft changed in the store, so open designers see it. */
  announce: (draftId: string) => Promise<void>;
}

export type LinkSafetyResult = { url: string; state: WebRiskState } | { url: string; state: 'no-link' };

/**
 * The `link-safety` queue (spec §4): the draft's Web links with this address go Pending →
 * Checking → Safe or Unsafe, or Failed once the last try could not tell. Every state is written
 * as the app's own change in the draft's event store, deciding under the draft's lock, so a link
 * whose address the owner changed meanwhile is left alone; the server instances then bring the
 * change into the live document, which sends it to every open designer.
 *
 * Idempotent: a job run again (a killed worker, a retry) finds the links Checking and checks
 * them; one that finds no link left waiting ends without a lookup.
 */
export function linkSafetyProcessor(deps: LinkSafetyDeps) {
  const write = async (draftId: string, url: string, next: WebRiskState, from: readonly WebRiskState[]): Promise<number> => {
    let matched = 0;
    const result = await deps.drafts.appendServerChange(draftId, (ydoc) => {
      const counts = setWebRisk(ydoc, url, next, { from });
      matched = counts.matched;
      return counts.changed > 0;
    });
    if (result.status === 'rejected') throw new Error(`link state not stored: ${result.reason}`);
    if (result.status === 'appended') await deps.announce(draftId);
    return matched;
  };

  return async (job: Job): Promise<LinkSafetyResult> => {
    const { draftId, url } = linkSafetyJobSchema.parse(job.data);
    if ((await write(draftId, url, 'Checking', WEB_RISK_UNCHECKED)) === 0) return { url, state: 'no-link' };
    let verdict: WebRiskState;
    try {
      verdict = await deps.webRisk.check(url);
    } catch (error) {
      // BullMQ counts attemptsMade after each failed try: this is the last one when it is attempts - 1.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await write(draftId, url, 'Failed', WEB_RISK_UNCHECKED);
        log('warn', 'Link check failed for good', { draftId, adapter: deps.webRisk.name, error: (error as Error).message });
      }
      throw error;
    }
    await write(draftId, url, verdict, WEB_RISK_UNCHECKED);
    return { url, state: verdict };
  };
}
