import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema, urlTextSchema } from '../primitives.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/** An embedded video; like Scheduling it needs a link to work when published (spec §5). */
export const videoSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Video'),
  heading: z.string().max(LIMITS.videoHeading),
  description: z.string().max(LIMITS.videoDescription),
  videoUrl: urlTextSchema.default(''),
});
export type VideoSection = z.infer<typeof videoSectionSchema>;

/** A video section waiting for its link. */
export function defaultVideoSection(id: string, { businessName }: StarterContext): VideoSection {
  return {
    id,
    type: 'Video',
    heading: `See ${businessName} at Work`,
    description: 'A short look at how we work and what our customers can expect.',
    videoUrl: '',
  };
}

/** The Video section type (see SECTION_REGISTRY). */
export const videoSection = defineSection({
  schema: videoSectionSchema,
  title: 'Video',
  description: 'A video from YouTube or Vimeo with a title and a description.',
  default: false,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 80,
  create: defaultVideoSection,
  writes: ['video'],
});
