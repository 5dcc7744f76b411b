import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  businessIdeasResponseSchema,
  businessNamesResponseSchema,
  type BusinessIdeasResponse,
  type BusinessNamesResponse,
  styleOptionsRequestSchema,
  styleOptionsResponseSchema,
  toolRequestSchema,
  type StyleOptions,
  understandRequestSchema,
  understandResponseSchema,
  type Understood,
} from '@frontdoor/shared';
import { parseBody } from '../common/zod-body.js';
import { JobQueues } from '../queues/job-queues.js';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';

const HOUR = 3600_000;

/** The free AI tools and the wizard's style options: public, rate-limited per IP, run by the worker. */
@Controller('api')
@UseGuards(RateLimitGuard)
export class ToolsController {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  @Post('tools/business-names')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 30, windowMs: HOUR })
  async names(@Body() body: unknown): Promise<BusinessNamesResponse> {
    const { keywords } = parseBody(toolRequestSchema, body);
    return businessNamesResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'businessNames', keywords }));
  }

  @Post('tools/business-ideas')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 30, windowMs: HOUR })
  async ideas(@Body() body: unknown): Promise<BusinessIdeasResponse> {
    const { keywords } = parseBody(toolRequestSchema, body);
    return businessIdeasResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'businessIdeas', keywords }));
  }

  @Post('onboarding/styles')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 60, windowMs: HOUR })
  async styles(@Body() body: unknown): Promise<StyleOptions> {
    const { brief, round } = parseBody(styleOptionsRequestSchema, body);
    return styleOptionsResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'styles', brief, round }));
  }

  /** The wizard's "We'll write this as a … business" line, asked again as the owner types (debounced). */
  @Post('onboarding/understand')
  @HttpCode(200)
  @RateLimit({ by: 'ip', limit: 120, windowMs: HOUR })
  async understand(@Body() body: unknown): Promise<Understood> {
    const { brief } = parseBody(understandRequestSchema, body);
    return understandResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'understand', brief }));
  }
}
