import { z } from 'zod';
import { galleryItemSchema } from '../items/gallery-item.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';
import { galleryLayoutSchema } from '../style-enums.js';
import { defineSection } from '../section-spec.js';

/** A gallery of pictures, shown as a grid or a carousel. */
export const gallerySectionSchema = z.object({
  id: idSchema,
  type: z.literal('Gallery'),
  heading: z.string().max(LIMITS.sectionHeading),
  layout: galleryLayoutSchema.default('Grid'),
  items: z.array(galleryItemSchema).max(LIMITS.galleryItems).default([]),
});
export type GallerySection = z.infer<typeof gallerySectionSchema>;

/** An empty gallery: pictures come from the image picker or the AI's stock-photo search. */
export function defaultGallerySection(id: string): GallerySection {
  return { id, type: 'Gallery', heading: 'Gallery', layout: 'Grid', items: [] };
}

/** The Gallery section type (see SECTION_REGISTRY). */
export const gallerySection = defineSection({
  schema: gallerySectionSchema,
  title: 'Gallery',
  description: 'Pictures of your work, shown as a grid or as a row visitors scroll through.',
  default: true,
  headerLinkAllowed: true,
  maxCount: 1,
  pageOrder: 40,
  images: ['items[].image'],
  create: defaultGallerySection,
});
