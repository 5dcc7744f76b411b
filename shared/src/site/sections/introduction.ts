import { z } from 'zod';
import { imageSchema } from '../image.js';
import { LIMITS } from '../limits.js';
import { linkSchema } from '../link.js';
import { idSchema, opacitySchema } from '../primitives.js';
import { backgroundTypeSchema } from '../style-enums.js';
import type { StarterContext } from './starter-context.js';
import { defineSection } from '../section-spec.js';

/**
 * The introduction (hero) section. With an Image background the image fills the section under
 * an overlay of `overlayOpacity`; with ColorFill the image, if any, is shown beside the text.
 */
export const introductionSectionSchema = z.object({
  id: idSchema,
  type: z.literal('Introduction'),
  heading: z.string().max(LIMITS.introHeading),
  body: z.string().max(LIMITS.introBody),
  button: linkSchema.optional(),
  backgroundType: backgroundTypeSchema.default('ColorFill'),
  image: imageSchema.optional(),
  overlayOpacity: opacitySchema.default(LIMITS.introOverlayDefault),
});
export type IntroductionSection = z.infer<typeof introductionSectionSchema>;

/** Starter introduction naming the business. */
export function defaultIntroductionSection(id: string, { businessName }: StarterContext): IntroductionSection {
  return {
    id,
    type: 'Introduction',
    heading: `Welcome to ${businessName}`,
    body: `${businessName} offers friendly, reliable service tailored to what you need. ` + 'Tell us about your project and we will get back to you quickly.',
    backgroundType: 'ColorFill',
    overlayOpacity: LIMITS.introOverlayDefault,
  };
}

/** The Introduction section type (see SECTION_REGISTRY). */
export const introductionSection = defineSection({
  schema: introductionSectionSchema,
  title: 'Introduction',
  description: 'The first thing visitors see: a headline, a short welcome, a picture and a button.',
  default: true,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 10,
  images: ['image'],
  links: ['button'],
  create: defaultIntroductionSection,
  writes: ['intro'],
});
