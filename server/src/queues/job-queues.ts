import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import {
  DEFAULT_JOB_OPTIONS,
  emailJobSchema,
  queuePrefix,
  type EmailJob,
  type Env,
  type QueueName,
} from '@frontdoor/shared';
import { ENV } from '../config/config.module.js';

/** Producers for the worker's queues; one BullMQ Queue per name, created on first use. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(ENV) private readonly env: Env) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: { url: this.env.REDIS_URL, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
        prefix: queuePrefix(this.env.REDIS_PREFIX),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', () => undefined); // reported by /api/health; BullMQ reconnects by itself
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Queues an email (validated here so a bad message fails at the caller, not in the worker). */
  async sendEmail(message: EmailJob, options: JobsOptions = {}): Promise<string> {
    const job = await this.queue('email').add('send', emailJobSchema.parse(message), options);
    return job.id ?? '';
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
