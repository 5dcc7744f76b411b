import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { QUEUE_NAMES } from '@frontdoor/shared';
import { CollabServer } from '../collab/collab-server.js';
import { JobQueues } from '../queues/job-queues.js';

/** What a request was for, as a label with few values (never the path itself). */
function kindOf(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/assets/') || path.startsWith('/art/') || path.startsWith('/samples/')) return 'asset';
  if (path.startsWith('/embed/')) return 'embed';
  return 'page';
}

/**
 * Prometheus metrics of this server instance (prom-client): requests by kind and status class
 * with their durations, published pages answered by the fast listener, jobs waiting, running
 * and failed per queue, live documents and connections of the collaboration server, and the
 * process's own figures (memory, event-loop lag, GC).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'frontdoor_http_requests_total',
    help: 'HTTP requests answered by the app',
    labelNames: ['kind', 'status'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'frontdoor_http_request_duration_seconds',
    help: 'Time to answer an HTTP request through the app',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  /** Published pages answered from the cache ahead of the app (not in the request counter). */
  readonly publishedPages = new Counter({
    name: 'frontdoor_published_pages_served_total',
    help: 'Published pages answered from the cache by the fast listener',
    registers: [this.registry],
  });

  constructor(@Inject(JobQueues) queues: JobQueues, @Inject(CollabServer) collab: CollabServer) {
    collectDefaultMetrics({ register: this.registry, prefix: 'frontdoor_' });
    new Gauge({
      name: 'frontdoor_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          QUEUE_NAMES.map(async (name) => {
            const counts = await queues
              .queue(name)
              .getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')
              .catch(() => null);
            if (counts) for (const [state, count] of Object.entries(counts)) this.set({ queue: name, state }, count);
          }),
        );
      },
    });
    const live = () => collab.metrics.snapshot();
    new Gauge({
      name: 'frontdoor_collab_documents',
      help: 'Drafts open in the live designer on this instance',
      registers: [this.registry],
      collect() {
        this.set(live().documents);
      },
    });
    new Gauge({
      name: 'frontdoor_collab_connections',
      help: 'Live designer connections on this instance',
      registers: [this.registry],
      collect() {
        this.set(live().connections);
      },
    });
    new Gauge({
      name: 'frontdoor_collab_updates_received',
      help: 'Designer updates received since start',
      registers: [this.registry],
      collect() {
        this.set(live().updatesReceived);
      },
    });
    new Gauge({
      name: 'frontdoor_collab_updates_stored',
      help: 'Designer updates stored since start',
      registers: [this.registry],
      collect() {
        this.set(live().updatesStored);
      },
    });
    new Gauge({
      name: 'frontdoor_collab_updates_refused',
      help: 'Designer updates refused by validation since start',
      registers: [this.registry],
      collect() {
        this.set(live().refusedUpdates);
      },
    });
  }

  /** Express middleware: counts and times every request the app answers. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const stop = this.durations.startTimer({ kind: kindOf(req.path) });
      res.once('finish', () => {
        stop();
        this.requests.inc({ kind: kindOf(req.path), status: `${Math.floor(res.statusCode / 100)}xx` });
      });
      next();
    };
  }
}
