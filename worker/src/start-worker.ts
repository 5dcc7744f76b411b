import { Queue, Worker, type Processor } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, domainTarget, JOB_ATTEMPTS, publicUrl, queuePrefix, retryDelay, type Env, type QueueName } from '@frontdoor/shared';
import { startHeartbeat } from './heartbeat.js';
import { createMailer, mailerKind } from './mail/create-mailer.js';
import type { Mailer } from './mail/mailer.js';
import { jobDataKey } from '@frontdoor/shared/secret-box';
import { emailProcessor } from './processors/email.processor.js';
import { bookingReminderProcessor } from './processors/booking-reminder.processor.js';
import { aiGenerateProcessor } from './processors/ai-generate.processor.js';
import { aiToolsProcessor } from './processors/ai-tools.processor.js';
import { sitemapBuildProcessor } from './processors/sitemap-build.processor.js';
import { publishBucketProcessor } from './processors/publish-bucket.processor.js';
import { S3PageBucket } from './bucket/s3-page-bucket.js';
import { exportContactsProcessor } from './processors/export-contacts.processor.js';
import { scrapeSourceProcessor } from './processors/scrape-source.processor.js';
import { linkSafetyProcessor } from './processors/link-safety.processor.js';
import { createWebRisk } from './link-safety/create-web-risk.js';
import { createDraftNotices } from './link-safety/draft-notices.js';
import { SafeFetcher } from './scrape/safe-fetch.js';
import { userAgentFor } from './scrape/scrape-page.js';
import { createDataSource } from '@frontdoor/data';
import { DraftEventStore, GeneratedImages } from '@frontdoor/data';
import type { ContentWriter } from './ai/content-writer.js';
import { LlmWriter } from './ai/llm-writer.js';
import { OfflineComposer, detectIndustry } from './ai/offline/index.js';
import { PromptStore } from './ai/prompt-store.js';
import { createImageSearch } from './images/create-image-search.js';
import { log } from './log.js';
import {
  BookingsRepository,
  DevMailboxRepository,
  DomainsRepository,
  ExportsRepository,
  FormsRepository,
  InvitesRepository,
  PromptsRepository,
  SitemapsRepository,
  PublishedWebsites,
  WeeklySummariesRepository,
} from '@frontdoor/data';
import { domainPollProcessor } from './processors/domain-poll.processor.js';
import { statisticsWeeklyProcessor } from './processors/statistics-weekly.processor.js';
import { httpDisconnectEmail, loggedDisconnectEmail } from './domains/disconnect-email.js';
import { DomainNotices } from './domains/domain-notices.js';
import { ResolverDomainDns } from './domains/domain-dns.js';
import { httpsProbe } from './domains/https-probe.js';

const CLOSE_GRACE_MS = 10_000;

export interface RunningWorker {
  close(): Promise<void>;
}

/**
 * Starts one BullMQ worker per queue that has a processor. Queues named in ARCHITECTURE §1 whose
 * processors arrive with later issues keep their jobs waiting until then.
 */
export async function startWorker(env: Env): Promise<RunningWorker> {
  const dataSource = createDataSource(env.DATABASE_URL);
  await dataSource.initialize();
  const mailer: Mailer = createMailer(env, new DevMailboxRepository(dataSource));
  // Opens job data the app sealed (emails, export links): the same AUTH_SECRET as the app's.
  const sealKey = jobDataKey(env.AUTH_SECRET);

  const offline = new OfflineComposer();
  const writer: ContentWriter = env.OPENAI_API_KEY
    ? new LlmWriter({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL }, new PromptStore(new PromptsRepository(dataSource)), offline)
    : offline;
  const images = createImageSearch(env);
  const fetcher = new SafeFetcher({
    userAgent: userAgentFor(publicUrl(env)),
    timeoutMs: env.SCRAPE_TIMEOUT_MS,
    maxBytes: env.SCRAPE_MAX_BYTES,
    allowLoopback: env.SCRAPE_ALLOW_LOOPBACK,
    configuredOrigins: [new URL(env.GITHUB_API_URL).origin],
    dnsServer: env.SCRAPE_DNS_SERVER,
  });

  const redis = new Redis(env.REDIS_URL, {
    keyPrefix: `${env.REDIS_PREFIX}:`,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 250, 2000),
  });
  redis.on('error', () => undefined);
  // Queues the worker itself adds to: sitemaps after a domain's change, and the domain checks' schedule.
  const producer = (name: QueueName) => {
    const queue = new Queue(name, {
      connection: { url: env.REDIS_URL, maxRetriesPerRequest: null },
      prefix: queuePrefix(env.REDIS_PREFIX),
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
    queue.on('error', () => undefined);
    return queue;
  };
  const sitemapQueue = producer('sitemap-build');
  const domainQueue = producer('domain-poll');
  const weeklyQueue = producer('statistics-weekly');

  // Published pages copied to a bucket for a CDN: only when one is configured (else nothing is queued).
  const bucket = env.S3_BUCKET ? new S3PageBucket(env.S3_BUCKET, env) : undefined;

  const webRisk = createWebRisk(env);
  const draftNotices = createDraftNotices(env);
  const drafts = new DraftEventStore(dataSource);

  const processors: Partial<Record<QueueName, Processor>> = {
    email: emailProcessor(mailer, sealKey),
    'booking-reminder': bookingReminderProcessor(mailer, sealKey, new BookingsRepository(dataSource)),
    'ai-generate': aiGenerateProcessor({ writer, images, drafts, generatedImages: new GeneratedImages(dataSource), detectIndustry }),
    'ai-tools': aiToolsProcessor(writer, detectIndustry),
    'sitemap-build': sitemapBuildProcessor(new SitemapsRepository(dataSource), publicUrl(env)),
    'export-contacts': exportContactsProcessor(
      { exports: new ExportsRepository(dataSource), forms: new FormsRepository(dataSource) },
      (message) => mailer.send(message),
      sealKey,
    ),
    'scrape-source': scrapeSourceProcessor({ fetcher, githubApiUrl: env.GITHUB_API_URL, timeoutMs: env.SCRAPE_TIMEOUT_MS }),
    'link-safety': linkSafetyProcessor({ drafts, webRisk, announce: (draftId) => draftNotices.announce(draftId) }),
    'domain-poll': domainPollProcessor({
      domains: new DomainsRepository(dataSource),
      dns: new ResolverDomainDns(env.DOMAIN_DNS_SERVERS),
      probe: httpsProbe(env.DOMAIN_HTTPS_PORT, env.DOMAIN_HTTPS_CA),
      target: domainTarget(env),
      notices: new DomainNotices(redis, env.REDIS_PREFIX, new InvitesRepository(dataSource), sitemapQueue),
      disconnectEmail: env.DOMAIN_EMAIL_SERVICE_URL ? httpDisconnectEmail(env.DOMAIN_EMAIL_SERVICE_URL, env.DOMAIN_EMAIL_SERVICE_TOKEN) : loggedDisconnectEmail,
      intervalMs: env.DOMAIN_POLL_INTERVAL_MS,
      maxIntervalMs: env.DOMAIN_POLL_MAX_INTERVAL_MS,
    }),
    'statistics-weekly': statisticsWeeklyProcessor(new WeeklySummariesRepository(dataSource), mailer, publicUrl(env)),
    ...(bucket ? { 'publish-bucket': publishBucketProcessor(new PublishedWebsites(dataSource), bucket, env.S3_PREFIX) } : {}),
  };

  const workers = Object.entries(processors).map(([name, processor]) => {
    const worker = new Worker(name, processor, {
      connection: { url: env.REDIS_URL, maxRetriesPerRequest: null },
      prefix: queuePrefix(env.REDIS_PREFIX),
      concurrency: env.WORKER_CONCURRENCY,
      lockDuration: env.WORKER_LOCK_MS,
      stalledInterval: env.WORKER_LOCK_MS,
      // A job whose worker died is "stalled" and runs again. BullMQ's default (1) fails a job for
      // good the second time its worker dies (two crashes, two deploys): a killed worker must lose
      // no job, so a job may outlive as many dead workers as it has attempts.
      maxStalledCount: JOB_ATTEMPTS,
      // Spec §9 backoff for every job: attemptsMade is 1 after the first failure = retry 0.
      settings: { backoffStrategy: (attemptsMade: number) => retryDelay(attemptsMade - 1) },
    });
    worker.on('failed', (job, error) => log('warn', 'Job failed', { queue: name, jobId: job?.id, attemptsMade: job?.attemptsMade, error: error.message }));
    worker.on('error', (error) => log('warn', 'Worker connection error', { queue: name, error: error.message }));
    return worker;
  });

  // Domains are checked on a schedule (one scheduler per app, whichever worker sets it). Not
  // awaited: with Redis away at start it is set once Redis is back, and the worker starts anyway.
  void domainQueue
    .upsertJobScheduler(
      'domain-poll-sweep',
      { every: env.DOMAIN_POLL_INTERVAL_MS },
      { name: 'sweep', data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: true } },
    )
    .catch((error: Error) => log('warn', 'Domain checks not scheduled (Redis away?); each connection still starts one', { error: error.message }));
  // The owners' weekly summaries: Mondays at 08:00 UTC, for the week before (issue 42).
  void weeklyQueue
    .upsertJobScheduler('statistics-weekly', { pattern: '0 8 * * 1', tz: 'UTC' }, { name: 'weekly', data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } })
    .catch((error: Error) => log('warn', 'Weekly summaries not scheduled (Redis away?)', { error: error.message }));
  const heartbeat = startHeartbeat(redis);
  log('log', 'Worker started', {
    queues: Object.keys(processors),
    mail: mailerKind(env),
    writer: writer.name,
    images: images.name,
    bucket: bucket ? env.S3_BUCKET : 'off',
    webRisk: webRisk.name,
    disconnectEmail: env.DOMAIN_EMAIL_SERVICE_URL ? 'http' : 'log',
  });

  return {
    async close() {
      await heartbeat.stop();
      // Lets running jobs finish; unfinished ones are picked up again by the next worker. BullMQ's
      // close can stall right after a Redis reconnect, so shutdown waits a bounded time.
      const closed = await Promise.race([
        Promise.all(workers.map((worker) => worker.close())).then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_GRACE_MS).unref()),
      ]);
      if (!closed) log('warn', 'Queue consumers did not close in time; unfinished jobs will run again');
      await Promise.race([
        Promise.all([sitemapQueue.close(), domainQueue.close(), weeklyQueue.close()]).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
      ]);
      redis.disconnect();
      draftNotices.close();
      await mailer.close();
      await fetcher.close();
      bucket?.close();
      await dataSource.destroy();
    },
  };
}
