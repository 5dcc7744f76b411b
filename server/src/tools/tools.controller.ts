import { Controller, Inject } from '@nestjs/common';
import {
  businessIdeasResponseSchema,
  businessNamesResponseSchema,
  type BusinessIdeasResponse,
  type BusinessNamesResponse,
  styleOptionsResponseSchema,
  type StyleOptions,
  understandResponseSchema,
  type Understood,
} from '@frontdoor/shared';
import { JobQueues } from '../queues/job-queues.js';
import { Route, RouteBody, type RouteBodyOf } from '../common/route.decorator.js';

/** The free AI tools and the wizard's style options: public, rate-limited per IP, run by the worker. */
@Controller()
export class ToolsController {
  constructor(@Inject(JobQueues) private readonly queues: JobQueues) {}

  @Route('post /api/tools/business-names')
  async names(@RouteBody() { keywords }: RouteBodyOf<'post /api/tools/business-names'>): Promise<BusinessNamesResponse> {
    return businessNamesResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'businessNames', keywords }));
  }

  @Route('post /api/tools/business-ideas')
  async ideas(@RouteBody() { keywords }: RouteBodyOf<'post /api/tools/business-ideas'>): Promise<BusinessIdeasResponse> {
    return businessIdeasResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'businessIdeas', keywords }));
  }

  @Route('post /api/onboarding/styles')
  async styles(@RouteBody() { brief, round }: RouteBodyOf<'post /api/onboarding/styles'>): Promise<StyleOptions> {
    return styleOptionsResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'styles', brief, round }));
  }

  /** The wizard's "We'll write this as a … business" line, asked again as the owner types (debounced). */
  @Route('post /api/onboarding/understand')
  async understand(@RouteBody() { brief }: RouteBodyOf<'post /api/onboarding/understand'>): Promise<Understood> {
    return understandResponseSchema.parse(await this.queues.run('ai-tools', { kind: 'understand', brief }));
  }
}
