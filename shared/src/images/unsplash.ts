import { z } from 'zod';
import type { Image } from '../site/image.js';
import type { ImageQuery, ImageSearch } from './image-search.js';

const answerSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt_description: z.string().nullable().optional(),
      urls: z.object({ raw: z.string(), full: z.string(), regular: z.string(), small: z.string(), thumb: z.string() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
    }),
  ),
});

/** Unsplash's search API (https://unsplash.com/documentation#search-photos). */
export function createUnsplashSearch(baseUrl: string, accessKey: string): ImageSearch {
  return {
    name: 'Unsplash',
    async search({ term, count, orientation }: ImageQuery): Promise<Image[]> {
      const url = new URL('/search/photos', baseUrl);
      url.search = new URLSearchParams({ query: term, per_page: String(count), orientation }).toString();
      const res = await fetch(url, { headers: { Authorization: `Client-ID ${accessKey}`, 'Accept-Version': 'v1' }, signal: AbortSignal.timeout(8000) });
      if (!res.ok) throw new Error(`Unsplash answered ${res.status}`);
      return answerSchema.parse(await res.json()).results.map((photo) => ({
        provider: 'Unsplash' as const,
        providerId: photo.id.slice(0, 64),
        urls: { thumbnail: photo.urls.thumb, small: photo.urls.small, regular: photo.urls.regular, raw: photo.urls.raw, full: photo.urls.full },
        alt: (photo.alt_description ?? term).slice(0, 256),
        width: photo.width,
        height: photo.height,
        fit: 'cover' as const,
        effects: { translate: { x: 0, y: 0 }, zoom: 1, rotation: 0 },
        searchTerm: term.slice(0, 128),
        attribution: { name: photo.user.name.slice(0, 120), url: photo.user.links.html },
      }));
    },
  };
}
