import { createIllustrations, photoSearches, type Env, type Image, type ImageQuery, type ImageSearch } from '@frontdoor/shared';
import { log } from '../log.js';

/**
 * The configured providers in order (Unsplash, Pexels), each falling back to the next when it
 * fails or finds too little, and drawn illustrations last, so generation never waits on photos.
 */
export function createImageSearch(env: Env): ImageSearch {
  const chain: ImageSearch[] = [...photoSearches(env), createIllustrations()];
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
