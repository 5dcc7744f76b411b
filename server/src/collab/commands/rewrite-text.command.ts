import { Inject, Injectable } from '@nestjs/common';
import { rewriteRequestSchema, rewriteResponseSchema } from '@frontdoor/shared';
import { parseBody } from '../../common/zod-body.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { JobQueues } from '../../queues/job-queues.js';

/** Rewrite with AI: a replacement for one of the draft's texts, within its limit (the ai-tools job). */
@Injectable()
export class RewriteText {
  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(JobQueues) private readonly queues: JobQueues,
  ) {}

  /** The body is read after the access check: someone with no access learns nothing, not even that the body is wrong. */
  async execute(userId: string, draftId: string, body: unknown): Promise<{ text: string }> {
    const { draft } = await this.access.authorize(userId, draftId, 'edit-content');
    const request = parseBody(rewriteRequestSchema, body);
    const businessName = String((draft.websiteSettings as { businessName?: string }).businessName ?? '');
    const answer = rewriteResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'rewrite', ...request, businessName }));
    return { text: answer.text.slice(0, request.maxLength) };
  }
}
