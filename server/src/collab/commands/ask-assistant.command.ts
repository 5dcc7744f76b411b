import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { z } from 'zod';
import {
  ASSISTANT_DAILY_LIMIT,
  ASSISTANT_DAILY_TOKENS,
  assistantAnswerSchema,
  assistantProgressSchema,
  ERROR_DETAILS,
  type AssistantAnswer,
  type AssistantRequest,
} from '@frontdoor/shared';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { LiveEvents } from '../../events/live-events.js';
import { JobQueues } from '../../queues/job-queues.js';
import { LiveDrafts } from '../live-drafts.js';

/** An assistant answer may take a model a repair round and a translation in batches: longer than a rewrite. */
const ASSISTANT_TIMEOUT_MS = 120_000;

/** The job's result: the answer, and the tokens a model used for it (0 offline). */
const jobResultSchema = z.object({ answer: assistantAnswerSchema, tokens: z.number().int().min(0) });

/**
 * The designer's assistant (issue 41): the owner's words about a draft, answered with operations
 * (the ai-tools job: the offline interpreter, or an LLM when one is configured). Only the holder
 * of edit control asks (a watcher's assistant is read-only); each account has a daily allowance.
 * The answer is a proposal: nothing is written here, the designer applies it on Apply. With a
 * model, the tokens each answer used are counted too, and past the day's cap the assistant rests.
 */
@Injectable()
export class AskAssistant {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(Redis) private readonly redis: Redis,
    @Inject(LiveEvents) private readonly events: LiveEvents,
  ) {}

  async execute(userId: string, draftId: string, request: AssistantRequest): Promise<AssistantAnswer> {
    // Only the holder of edit control asks: a watcher's assistant is read-only.
    const { draft } = await this.access.authorizeEdit(userId, draftId, 'edit-content');
    const day = new Date().toISOString().slice(0, 10);
    const tokensKey = `assistant-tokens:${userId}:${day}`;
    if (Number(await this.redis.get(tokensKey)) >= ASSISTANT_DAILY_TOKENS) throw new AppError('rate_limited', undefined, ERROR_DETAILS.assistant_daily_cost.message);
    await this.count(userId, day);
    // This instance's live copy when it holds the draft open, else the stored one (saved within seconds).
    const document = this.live.liveDocument(draftId) ?? draft.document;
    // Progress goes to the asker's tabs only (a watcher sees the answer when it is applied).
    const onProgress = (progress: unknown) => {
      const parsed = assistantProgressSchema.safeParse(progress);
      if (parsed.success) void this.events.publish([userId], { type: 'assistant-progress', websiteId: draftId, progress: parsed.data });
    };
    const result = jobResultSchema.parse(
      await this.queues.run('ai-tools', { kind: 'assistant', message: request.message, document }, ASSISTANT_TIMEOUT_MS, { onProgress }),
    );
    if (result.tokens > 0) {
      await this.redis
        .multi()
        .incrby(tokensKey, result.tokens)
        .expire(tokensKey, 2 * 24 * 3600)
        .exec();
    }
    return result.answer;
  }

  /** Counts the account's request of the day; past the allowance, 'rate limited' until tomorrow (UTC). */
  private async count(userId: string, day: string): Promise<void> {
    const key = `assistant:${userId}:${day}`;
    const [[, used]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, 2 * 24 * 3600)
      .exec()) as [[null, number], unknown];
    if (used > ASSISTANT_DAILY_LIMIT) throw new AppError('rate_limited', undefined, ERROR_DETAILS.assistant_daily_limit.message);
  }
}
