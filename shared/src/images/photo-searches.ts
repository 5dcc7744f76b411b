import type { Env } from '../config/env.js';
import type { ImageSearch } from './image-search.js';
import { createPexelsSearch } from './pexels.js';
import { createUnsplashSearch } from './unsplash.js';

/** The stock-photo providers that have a key, in order of preference (Unsplash, then Pexels). */
export function photoSearches(env: Pick<Env, 'UNSPLASH_ACCESS_KEY' | 'UNSPLASH_API_URL' | 'PEXELS_API_KEY' | 'PEXELS_API_URL'>): ImageSearch[] {
  const searches: ImageSearch[] = [];
  if (env.UNSPLASH_ACCESS_KEY) searches.push(createUnsplashSearch(env.UNSPLASH_API_URL, env.UNSPLASH_ACCESS_KEY));
  if (env.PEXELS_API_KEY) searches.push(createPexelsSearch(env.PEXELS_API_URL, env.PEXELS_API_KEY));
  return searches;
}
