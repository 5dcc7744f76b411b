import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ASSISTANT_DAILY_LIMIT, assistantAnswerSchema, ERROR_DETAILS, type AssistantAnswer, type AssistantRequest } from '@frontdoor/shared';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { JobQueues } from '../../queues/job-queues.js';
import { LiveDrafts } from '../live-drafts.js';

/** An assistant answer may take a model a repair round: longer than a rewrite. */
const ASSISTANT_TIMEOUT_MS = 45_000;

/**
 * The designer's assistant (issue 41): the owner's words about a draft, answered with operations
 * (the ai-tools job: the offline interpreter, or an LLM when one is configured). Only the holder
 * of edit control asks (a watcher's assistant is read-only); each account has a daily allowance.
 * The answer is a proposal: nothing is written here, the designer applies it on Apply.
 */
@Injectable()
export class AskAssistant {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(Redis) private readonly redis: Redis,
  ) {}

  async execute(userId: string, draftId: string, request: AssistantRequest): Promise<AssistantAnswer> {
    // Only the holder of edit control asks: a watcher's assistant is read-only.
    const { draft } = await this.access.authorizeEdit(userId, draftId, 'edit-content');
    await this.count(userId);
    // This instance's live copy when it holds the draft open, else the stored one (saved within seconds).
    const document = this.live.liveDocument(draftId) ?? draft.document;
    const answer = await this.queues.run('ai-tools', { kind: 'assistant', message: request.message, document }, ASSISTANT_TIMEOUT_MS);
    return assistantAnswerSchema.parse(answer);
  }

  /** Counts the account's request of the day; past the allowance, 'rate limited' until tomorrow (UTC). */
  private async count(userId: string): Promise<void> {
    const key = `assistant:${userId}:${new Date().toISOString().slice(0, 10)}`;
    const [[, used]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, 2 * 24 * 3600)
      .exec()) as [[null, number], unknown];
    if (used > ASSISTANT_DAILY_LIMIT) throw new AppError('rate_limited', undefined, ERROR_DETAILS.assistant_daily_limit.message);
  }
}
