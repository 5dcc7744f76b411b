import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  emailJobSchema,
  queuePrefix,
  type EmailJob,
  type Env,
  type QueueName,
} from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { whenReady } from '../redis/when-ready.js';


/** Producers for the worker's queues; one BullMQ Queue per name, created on first use. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  /** One connection for every producer queue, kept reconnecting while Redis is away. */
  private readonly connection: Redis;

  constructor(@Inject(ENV) private readonly env: Env) {
    this.connection = new Redis(env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: null,
      retryStrategy: (times) => Math.min(times * 250, 2000),
    });
    this.connection.on('error', () => undefined); // reported by /api/health
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
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
    const data = emailJobSchema.parse(message);
    const queue = await this.ready('email');
    const job = await queue.add('send', data, options);
    return job.id ?? '';
  }

  /**
   * The queue once its connection is up. Commands are not queued while Redis is unreachable (so
   * callers never hang), which means a first add right after start must wait for the connection.
   */
  async ready(name: QueueName): Promise<Queue> {
    const queue = this.queue(name);
    if (!(await whenReady(this.connection))) throw new AppError('service_unavailable');
    await queue.waitUntilReady();
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
