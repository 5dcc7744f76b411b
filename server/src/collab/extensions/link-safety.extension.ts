import { createHash } from 'node:crypto';
import type { afterLoadDocumentPayload, Extension, onStoreDocumentPayload } from '@hocuspocus/server';
import type * as Y from 'yjs';
import { LINK_SAFETY_ATTEMPTS, webLinksToCheck, type LinkSafetyJob } from '@frontdoor/shared';
import type { JobQueues } from '../../queues/job-queues.js';

/**
 * One check per draft and address at a time: the id repeats, so BullMQ ignores a second add
 * while the first is waiting, running or between its retries (job ids may not contain ':').
 */
export function linkSafetyJobId({ draftId, url }: LinkSafetyJob): string {
  return `${draftId}.${createHash('sha256').update(url).digest('hex').slice(0, 32)}`;
}

/**
 * Link safety (spec §4): every Web link of a draft waiting for its check (Pending, or Checking
 * with its job lost) gets a `link-safety` job. The live document is scanned when it loads and when
 * it is stored (Hocuspocus debounces that: a few seconds after a pause in typing), never per
 * keystroke. Finished jobs are removed, so a link set back to Pending (a new address, Try again)
 * gets a new one; a link already being checked is not checked twice.
 */
export class LinkSafetyExtension implements Extension {
  constructor(
    private readonly queues: JobQueues,
    private readonly warn: (message: string) => void,
  ) {}

  // Neither the load nor the store waits for the queue (up to seconds while Redis is away).
  async afterLoadDocument({ document, documentName }: afterLoadDocumentPayload): Promise<void> {
    void this.queueChecks(documentName, document);
  }

  async onStoreDocument({ document, documentName }: onStoreDocumentPayload): Promise<void> {
    void this.queueChecks(documentName, document);
  }

  private async queueChecks(draftId: string, document: Y.Doc): Promise<void> {
    const urls = webLinksToCheck(document);
    if (urls.length === 0) return;
    try {
      const queue = await this.queues.ready('link-safety');
      await queue.addBulk(
        urls.map((url) => ({
          name: 'check',
          data: { draftId, url } satisfies LinkSafetyJob,
          opts: {
            jobId: linkSafetyJobId({ draftId, url }),
            attempts: LINK_SAFETY_ATTEMPTS,
            removeOnComplete: true,
            removeOnFail: true,
          },
        })),
      );
    } catch (error) {
      // Storing the draft never fails for it: the next store or load queues the check again.
      this.warn(`Queueing link checks failed: ${(error as Error).message}`);
    }
  }
}
