import type { Image } from '@frontdoor/shared';

export interface ImageQuery {
  term: string;
  count: number;
  orientation: 'landscape' | 'portrait' | 'squarish';
  /** The site's colours, for generated artwork. */
  colors: string[];
}

/** A stock-photo search. Implementations: Unsplash, Pexels, and generated artwork (offline). */
export interface ImageSearch {
  readonly name: string;
  search(query: ImageQuery): Promise<Image[]>;
}
