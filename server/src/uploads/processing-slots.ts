import { availableParallelism } from 'node:os';

/**
 * At most `size` pieces of work at once; the rest wait their turn, first come first served.
 * Decoding and encoding a photo runs on libuv's threads (sharp), off the event loop, but each
 * keeps a core busy for a second or so: a few uploads at once must leave a core to the live
 * designer, the API and the published pages.
 */
export class ProcessingSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Photos processed at once on this instance: one core left free, and at most two. */
export const PHOTO_SLOTS = Math.max(1, Math.min(2, availableParallelism() - 1));
