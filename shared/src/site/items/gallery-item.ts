import { z } from 'zod';
import { imageSchema } from '../image.js';
import { LIMITS } from '../limits.js';
import { idSchema } from '../primitives.js';

/** A gallery picture with an optional caption (spec §3). */
export const galleryItemSchema = z.object({
  id: idSchema,
  image: imageSchema,
  caption: z.string().max(LIMITS.galleryCaption).optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
