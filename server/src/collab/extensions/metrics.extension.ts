import type { Extension, onChangePayload } from '@hocuspocus/server';

/** Counters of the collaboration server (bench/collab reads them through /api/collab/metrics). */
export interface CollabMetrics {
  connections: number;
  documents: number;
  updatesReceived: number;
  updatesStored: number;
  batchesStored: number;
  /** Batches of updates that failed to store (each kept and tried again). */
  storeFailures: number;
  refusedUpdates: number;
  heapUsedBytes: number;
  rssBytes: number;
}

/** Metrics: counts connections, live documents and updates, off every hot path. */
export class MetricsExtension implements Extension {
  connections = 0;
  updatesReceived = 0;
  updatesStored = 0;
  batchesStored = 0;
  storeFailures = 0;
  refusedUpdates = 0;

  constructor(private readonly documents: () => number) {}

  async connected(): Promise<void> {
    this.connections += 1;
  }

  async onDisconnect(): Promise<void> {
    this.connections -= 1;
  }

  async onChange({ transactionOrigin }: onChangePayload): Promise<void> {
    if ((transactionOrigin as { source?: string } | null)?.source === 'connection') this.updatesReceived += 1;
  }

  snapshot(): CollabMetrics {
    const memory = process.memoryUsage();
    return {
      connections: this.connections,
      documents: this.documents(),
      updatesReceived: this.updatesReceived,
      updatesStored: this.updatesStored,
      batchesStored: this.batchesStored,
      storeFailures: this.storeFailures,
      refusedUpdates: this.refusedUpdates,
      heapUsedBytes: memory.heapUsed,
      rssBytes: memory.rss,
    };
  }
}
