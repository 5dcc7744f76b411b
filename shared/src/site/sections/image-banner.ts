import { z } from 'zod';
import { imageSchema } from '../image.js';
import { LIMITS } from '../limits.js';
import { linkSchema } from '../link.js';
import { idSchema, opacitySchema } from '../primitives.js';
import { defineSection } from '../section-spec.js';

/** A full-width image with an overlay, an optional heading, a few words and an optional button. */
export const imageBannerSectionSchema = z.object({
  id: idSchema,
  type: z.literal('ImageBanner'),
  heading: z.string().max(LIMITS.sectionHeading).default(''),
  /** A few words under the heading (issue 26: a generated banner is never a lone heading). */
  text: z.string().max(LIMITS.imageBannerText).default(''),
  image: imageSchema.optional(),
  /** Height in pixels, 160 to 640 (spec §9). */
  height: z.number().int().min(LIMITS.imageBannerHeightMin).max(LIMITS.imageBannerHeightMax).default(LIMITS.imageBannerHeightDefault),
  overlayOpacity: opacitySchema.default(LIMITS.imageBannerOverlayDefault),
  button: linkSchema.optional(),
});
export type ImageBannerSection = z.infer<typeof imageBannerSectionSchema>;

/** A banner waiting for its image. */
export function defaultImageBannerSection(id: string): ImageBannerSection {
  return {
    id,
    type: 'ImageBanner',
    heading: '',
    text: '',
    height: LIMITS.imageBannerHeightDefault,
    overlayOpacity: LIMITS.imageBannerOverlayDefault,
  };
}

/** The ImageBanner section type (see SECTION_REGISTRY). */
export const imageBannerSection = defineSection({
  schema: imageBannerSectionSchema,
  title: 'Image Banner',
  description: 'A wide picture across the page with a heading, a few words and a button.',
  default: true,
  headerLinkAllowed: false,
  maxCount: 3,
  pageOrder: 60,
  images: ['image'],
  links: ['button'],
  create: defaultImageBannerSection,
  writes: ['about'],
});
