import { Controller, Inject, Param } from '@nestjs/common';
import {
  EXTERNAL_URL_MESSAGES,
  githubLoginOf,
  IMPORT_FAILURE_MESSAGES,
  importResultSchema,
  IMPORT_STEPS,
  isValidExternalUrl,
  normalizeExternalUrl,
  scrapeJobSchema,
  sourceKindOf,
  type CreateImportResponse,
  type ImportStatus,
  type ImportStep,
  isUuid,
} from '@frontdoor/shared';
import { randomUUID } from 'node:crypto';
import { AppError } from '../common/app-error.js';
import { JobQueues } from '../queues/job-queues.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';

/**
 * Create from a link (spec §1, §4 Onboarding). Public like the rest of the wizard, which works
 * signed out until Launch; rate-limited per IP. An import is read back by its id, a random UUID
 * only its requester knows. The page itself is read by the worker's scrape-source job.
 */
@Controller()
export class ImportsController {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  @Route('post /api/imports')
  async create(@RouteBody() request: RouteBodyOf<'post /api/imports'>): Promise<CreateImportResponse> {
    if (!isValidExternalUrl(request.url)) {
      throw new AppError('validation_failed', 400, EXTERNAL_URL_MESSAGES.invalid, [{ path: 'url', message: EXTERNAL_URL_MESSAGES.invalid }]);
    }
    const url = normalizeExternalUrl(request.url);
    const detected = sourceKindOf(url);
    // The wizard variant names the kind; an address on a known host is that host's kind anyway.
    const kind = detected === 'website' && request.kind ? request.kind : detected;
    if (kind === 'github' && !githubLoginOf(url)) {
      throw new AppError('validation_failed', 400, IMPORT_FAILURE_MESSAGES['not-a-profile'], [{ path: 'url', message: IMPORT_FAILURE_MESSAGES['not-a-profile'] }]);
    }
    const importId = randomUUID();
    const queue = await this.queues.ready('scrape-source');
    // One try: the owner is waiting, and a page that cannot be read is an outcome, not an error.
    await queue.add('scrape', scrapeJobSchema.parse({ url, kind }), {
      jobId: importId,
      attempts: 1,
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 24 * 3600 },
    });
    return { importId, kind, url };
  }

  @Route('get /api/imports/{importId}')
  async status(@Param('importId') importId: string): Promise<ImportStatus> {
    if (!isUuid(importId)) throw new AppError('not_found');
    const queue = await this.queues.ready('scrape-source');
    // The state first: a job read after it shows 'completed' carries its return value (read the
    // other way round, a job finishing in between would be 'completed' without one).
    const state = await queue.getJobState(importId);
    const job = await queue.getJob(importId);
    if (!job || state === 'unknown') throw new AppError('not_found');
    if (state === 'completed') return { state: 'done', step: 'done', result: importResultSchema.parse(job.returnvalue) };
    // The job failed on our side (a crash, a lost worker): said like an unreachable page.
    if (state === 'failed') return { state: 'done', step: 'done', result: { outcome: 'none', characters: 0, failure: 'unreachable' } };
    const step = (job.progress as { step?: unknown } | undefined)?.step;
    return { state: 'working', step: IMPORT_STEPS.includes(step as ImportStep) ? (step as ImportStep) : 'queued' };
  }
}
