import { z } from 'zod';
import type { Image } from '../site/image.js';
import type { ImageQuery, ImageSearch } from './image-search.js';

const answerSchema = z.object({
  photos: z.array(
    z.object({
      id: z.number(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt: z.string().nullable().optional(),
      photographer: z.string(),
      photographer_url: z.string(),
      src: z.object({ original: z.string(), large2x: z.string(), large: z.string(), medium: z.string(), small: z.string(), tiny: z.string() }),
    }),
  ),
});

const ORIENTATION = { landscape: 'landscape', portrait: 'portrait', squarish: 'square' } as const;

/** Pexels' search API (https://www.pexels.com/api/documentation/#photos-search). */
export function createPexelsSearch(baseUrl: string, apiKey: string): ImageSearch {
  return {
    name: 'Pexels',
    async search({ term, count, orientation }: ImageQuery): Promise<Image[]> {
      const url = new URL('/v1/search', baseUrl);
      url.search = new URLSearchParams({ query: term, per_page: String(count), orientation: ORIENTATION[orientation] }).toString();
      const res = await fetch(url, { headers: { Authorization: apiKey }, signal: AbortSignal.timeout(8000) });
      if (!res.ok) throw new Error(`Pexels answered ${res.status}`);
      return answerSchema.parse(await res.json()).photos.map((photo) => ({
        provider: 'Pexels' as const,
        providerId: String(photo.id),
        urls: { thumbnail: photo.src.tiny, small: photo.src.small, regular: photo.src.large, raw: photo.src.original, full: photo.src.large2x },
        alt: (photo.alt || term).slice(0, 256),
        width: photo.width,
        height: photo.height,
        fit: 'cover' as const,
        effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
        searchTerm: term.slice(0, 128),
        attribution: { name: photo.photographer.slice(0, 120), url: photo.photographer_url },
      }));
    },
  };
}
