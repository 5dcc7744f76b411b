import { z } from 'zod';

/** The 15 section types (spec §3), in the order the spec lists them. */
export const sectionTypeSchema = z.enum([
  'Header',
  'Introduction',
  'Services',
  'Gallery',
  'QuoteBanner',
  'ImageBanner',
  'Team',
  'Scheduling',
  'Video',
  'CustomerReviews',
  'FrequentlyAskedQuestions',
  'Contact',
  'Newsletter',
  'Footer',
  'CodeEmbed',
]);
export type SectionType = z.infer<typeof sectionTypeSchema>;
