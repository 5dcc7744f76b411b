import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  ERROR_DETAILS,
  generateJobSchema,
  hasSufficientDetail,
  websiteLimitReached,
  type CreateWebsiteRequest,
  type GenerationStatus,
  type GenerationStep,
  type WebsiteListEntry,
  isUuid,
} from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { DraftEventStore, EditHolders, VisitStatisticsRepository, WebsitesRepository, type DraftWebsiteRecord, DomainsRepository } from '@frontdoor/data';
import { JobQueues } from '../queues/job-queues.js';
import { whenReady } from '../redis/when-ready.js';
import { DraftAccess } from '../drafts/draft-access.js';
import { websiteList } from './website-list.js';
import { LiveDrafts } from '../collab/live-drafts.js';
import { currentDocument } from './current-document.js';

/** Creating websites (the generation job) and reading the owner's list and drafts. */
@Injectable()
export class WebsitesService {
  constructor(
    @Inject(WebsitesRepository) private readonly websites: WebsitesRepository,
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(EditHolders) private readonly holders: EditHolders,
    @Inject(DomainsRepository) private readonly domains: DomainsRepository,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(DraftEventStore) private readonly store: DraftEventStore,
    @Inject(VisitStatisticsRepository) private readonly visits: VisitStatisticsRepository,
  ) {}

  /**
   * Queues the generation of a new website. The website id is the wizard's request id, so a
   * repeated Launch answers the same website; the job id is the website id, so it runs once.
   */
  async create(userId: string, request: CreateWebsiteRequest): Promise<{ id: string; jobId: string }> {
    if (!hasSufficientDetail(request.brief)) throw new AppError('more_information_needed');
    const id = request.requestId;
    const mine = await this.websites.findDraft(id);
    if (mine) {
      if (mine.userId !== userId) throw new AppError('website_not_found');
      return { id, jobId: id };
    }
    // One creation at a time per user, across server instances, so two quick Launches cannot
    // both pass the website limit.
    const lock = `lock:create-website:${userId}`;
    if (!(await whenReady(this.redis)) || (await this.redis.set(lock, id, 'PX', 10_000, 'NX')) !== 'OK') {
      const { code, message } = ERROR_DETAILS.website_being_created;
      throw new AppError(code, undefined, message);
    }
    try {
      return await this.createLocked(userId, id, request);
    } finally {
      await this.redis.del(lock).catch(() => undefined);
    }
  }

  private async createLocked(userId: string, id: string, request: CreateWebsiteRequest): Promise<{ id: string; jobId: string }> {
    const queue = await this.queues.ready('ai-generate');
    const existingJob = await queue.getJob(id);
    if (existingJob) {
      if ((existingJob.data as { userId?: string }).userId !== userId) throw new AppError('website_not_found');
      return { id, jobId: id };
    }
    // Websites owned, plus those still being created (a job whose draft is not written yet).
    const owned = new Set(await this.websites.draftIdsOf(userId));
    for (const job of await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized'])) {
      if ((job.data as { userId?: string }).userId === userId && job.id) owned.add(job.id);
    }
    if (websiteLimitReached(owned.size)) throw new AppError('website_limit_exceeded');
    const data = generateJobSchema.parse({ ...request, websiteId: id, userId });
    await queue.add('generate', data, { jobId: id });
    return { id, jobId: id };
  }

  async status(userId: string, jobId: string): Promise<GenerationStatus> {
    // A creation's job id is its website's id.
    if (!isUuid(jobId)) throw new AppError('website_not_found');
    const queue = await this.queues.ready('ai-generate');
    const job = await queue.getJob(jobId);
    if (!job || (job.data as { userId?: string }).userId !== userId) {
      // A finished job may have been trimmed: the draft itself tells.
      const draft = await this.websites.findDraftOf(userId, jobId);
      if (draft) return { websiteId: draft.id, state: 'completed', step: 'done' };
      throw new AppError('website_not_found');
    }
    const state = await job.getState();
    const step = ((job.progress as { step?: GenerationStep } | undefined)?.step ?? 'queued') as GenerationStep;
    const mapped = state === 'completed' ? 'completed' : state === 'failed' ? 'failed' : state === 'active' ? 'active' : 'waiting';
    return { websiteId: jobId, state: mapped, step: mapped === 'completed' ? 'done' : step };
  }

  /** Retries a failed generation (the progress view's Retry). */
  async retry(userId: string, jobId: string): Promise<void> {
    if (!isUuid(jobId)) throw new AppError('website_not_found');
    const queue = await this.queues.ready('ai-generate');
    const job = await queue.getJob(jobId);
    if (!job || (job.data as { userId?: string }).userId !== userId) throw new AppError('website_not_found');
    if ((await job.getState()) === 'failed') await job.retry();
  }

  async list(userId: string): Promise<WebsiteListEntry[]> {
    const drafts = await this.websites.draftsOf(userId);
    return websiteList(drafts, this.holders, this.domains, this.visits);
  }

  /**
   * The draft for its owner and guest editors; anyone else gets 'No website at this link'. Its
   * document reflects every edit a server has acknowledged, not just the projection (see
   * currentDocument).
   */
  async get(userId: string, id: string): Promise<DraftWebsiteRecord> {
    const { draft } = await this.access.authorize(userId, id, 'open');
    return Object.assign(draft, { document: await currentDocument(draft, this.live, this.store) });
  }
}
