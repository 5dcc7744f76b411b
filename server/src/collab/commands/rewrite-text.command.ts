import { Inject, Injectable } from '@nestjs/common';
import { rewriteResponseSchema, type RewriteRequest } from '@frontdoor/shared';
import { DraftAccess } from '../../drafts/draft-access.js';
import { JobQueues } from '../../queues/job-queues.js';

/** Rewrite with AI: a replacement for one of the draft's texts, within its limit (the ai-tools job). */
@Injectable()
export class RewriteText {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(JobQueues) private readonly queues: JobQueues,
  ) {}

  /** The route reads the body after its access check (the contract's `afterAccess`): someone with no access learns nothing, not even that the body is wrong. */
  async execute(userId: string, draftId: string, request: RewriteRequest): Promise<{ text: string }> {
    const { draft } = await this.access.authorize(userId, draftId, 'edit-content');
    const businessName = String((draft.websiteSettings as { businessName?: string }).businessName ?? '');
    const answer = rewriteResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'rewrite', ...request, businessName }));
    return { text: answer.text.slice(0, request.maxLength) };
  }
}
