import { z } from 'zod';
import { imageSchema } from '../site/image.js';
import { LIMITS } from '../site/limits.js';

/** GET /api/websites/{id}/stock-images: the words searched (empty: the site's own pictures). */
export const stockImagesQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.imageSearchTerm).default('').describe('Words to search for; empty lists pictures of the site’s own trade'),
  orientation: z.enum(['landscape', 'portrait', 'squarish']).default('landscape').describe('The shape of photos to prefer'),
});
export type StockImagesQuery = z.infer<typeof stockImagesQuerySchema>;

/**
 * What the stock tab shows: photos of a provider (each with the photographer's credit, which
 * Unsplash's and Pexels' terms ask for), or, without keys or when no provider answers, drawn
 * illustrations of the site's trade.
 */
export const stockImagesResponseSchema = z.object({
  source: z.enum(['Unsplash', 'Pexels', 'Illustrations']),
  images: z.array(imageSchema),
});
export type StockImagesResponse = z.infer<typeof stockImagesResponseSchema>;

/** How many pictures one search answers. */
export const STOCK_IMAGES_PER_SEARCH = 24;
