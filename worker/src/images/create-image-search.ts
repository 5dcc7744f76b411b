import type { Env, Image } from '@frontdoor/shared';
import { log } from '../log.js';
import { createIllustrations } from './illustrations.js';
import type { ImageQuery, ImageSearch } from './image-search.js';
import { createPexelsSearch } from './pexels.js';
import { createUnsplashSearch } from './unsplash.js';

/**
 * The configured providers in order (Unsplash, Pexels), each falling back to the next when it
 * fails or finds too little, and drawn illustrations last, so generation never waits on photos.
 */
export function createImageSearch(env: Env): ImageSearch {
  const chain: ImageSearch[] = [];
  if (env.UNSPLASH_ACCESS_KEY) chain.push(createUnsplashSearch(env.UNSPLASH_API_URL, env.UNSPLASH_ACCESS_KEY));
  if (env.PEXELS_API_KEY) chain.push(createPexelsSearch(env.PEXELS_API_URL, env.PEXELS_API_KEY));
  chain.push(createIllustrations());
  return {
    name: chain.map((s) => s.name).join('>'),
    async search(query: ImageQuery): Promise<Image[]> {
      for (const source of chain) {
        try {
          const found = await source.search(query);
          if (found.length >= query.count) return found.slice(0, query.count);
        } catch (error) {
          log('warn', 'Image search failed; trying the next source', { source: source.name, term: query.term, error: (error as Error).message });
        }
      }
      return [];
    },
  };
}
