import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, emailJobSchema, queuePrefix, type EmailJob, type Env, type QueueName } from '@frontdoor/shared';
import { jobDataKey, sealJobData } from '@frontdoor/shared/secret-box';
import { AppError } from '../common/app-error.js';
import { ENV } from '../config/config.module.js';
import { whenReady } from '../redis/when-ready.js';

/** Producers for the worker's queues; one BullMQ Queue per name, created on first use. */
@Injectable()
export class JobQueues implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  /** One QueueEvents per queue that jobs are run on, and when it reads its stream. */
  private readonly events = new Map<QueueName, { events: QueueEvents; ready: Promise<QueueEvents> }>();
  /** One connection for every producer queue, kept reconnecting while Redis is away. */
  private readonly connection: Redis;
  /** Seals job data that carries secrets (shared/src/secret-box): the worker opens it with the same AUTH_SECRET. */
  private readonly sealKey: Buffer;

  constructor(@Inject(ENV) private readonly env: Env) {
    this.sealKey = jobDataKey(env.AUTH_SECRET);
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

  /**
   * Queues an email (validated here so a bad message fails at the caller, not in the worker).
   * Emails carry sign-in codes and links, reset, verification and download links: the whole
   * message is sealed, so Redis holds none of it in plain text (worker: email.processor.ts).
   */
  async sendEmail(message: EmailJob, options: JobsOptions = {}): Promise<string> {
    return this.addSealed('email', 'send', emailJobSchema.parse(message), options);
  }

  /**
   * Queues a job whose data must not rest in Redis as plain text (a link's secret, a message):
   * sealed with AES-256-GCM under a key from AUTH_SECRET; its processor opens it (openJobData).
   */
  async addSealed(name: QueueName, jobName: string, data: unknown, options: JobsOptions = {}): Promise<string> {
    const queue = await this.ready(name);
    const job = await queue.add(jobName, sealJobData(this.sealKey, data), options);
    return job.id ?? '';
  }

  /**
   * Runs a job and waits for its answer (the free tools and style options: a few seconds).
   * A job that does not finish in time answers 503; one that fails answers the generic error.
   */
  async run<T>(name: QueueName, data: object, timeoutMs = 20_000, { onProgress }: { onProgress?: (progress: unknown) => void } = {}): Promise<T> {
    const queue = await this.ready(name);
    let listening = this.events.get(name);
    if (!listening) {
      const created = new QueueEvents(name, { connection: { url: this.env.REDIS_URL }, prefix: queuePrefix(this.env.REDIS_PREFIX) });
      created.on('error', () => undefined);
      // Every caller waits until the stream is read, not only the first: a job that finishes
      // before its QueueEvents reads the stream is never heard of, and its caller waited the whole
      // timeout for an answer that had come, and answered 503.
      listening = { events: created, ready: created.waitUntilReady().then(() => created) };
      this.events.set(name, listening);
    }
    const events = await listening.ready;
    const job = await queue.add(name, data, { attempts: 1, removeOnComplete: { age: 600 }, removeOnFail: { age: 3600 } });
    // What the job reports as it goes (the assistant's stages), to the caller while it waits.
    const progress = onProgress
      ? ({ jobId, data: reported }: { jobId: string; data: unknown }) => {
          if (jobId === job.id) onProgress(reported);
        }
      : null;
    if (progress) events.on('progress', progress);
    try {
      return (await job.waitUntilFinished(events, timeoutMs)) as T;
    } catch (error) {
      if (/timed out/i.test(String((error as Error).message))) throw new AppError('service_unavailable');
      throw error;
    } finally {
      if (progress) events.off('progress', progress);
    }
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
    await Promise.all([...this.events.values()].map(({ events }) => events.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
