import type { Industry } from '../ai/industries.js';
import type { IndustryIcon } from '../art/industry-icons.js';
import type { Image } from '../site/image.js';
import type { Palette } from '../site/theme.js';

/** Where a picture goes on the page, which decides how a drawn illustration is composed. */
export type ImageSlot = 'introduction' | 'banner' | 'gallery' | 'service';

export interface ImageQuery {
  term: string;
  count: number;
  orientation: 'landscape' | 'portrait' | 'squarish';
  /** The site's colours and trade, for illustrations drawn when no photo source answers. */
  palette: Palette;
  /** Absent for a business of no industry: `tradeIcons` (its own words' icons, else the neutral set) are drawn. */
  industry?: Industry;
  tradeIcons?: readonly IndustryIcon[];
  slot: ImageSlot;
  /** What the picture is of in the site's words (a service's name): picks the icon. */
  subject?: string;
  /** Compositions: which of the industry's icons leads the first picture (the next leads the next). */
  offset?: number;
  /** The icons already chosen for this picture (a site's service cards never repeat one). */
  icons?: readonly IndustryIcon[];
}

/** A stock-photo search. Implementations: Unsplash, Pexels, and drawn illustrations (offline). */
export interface ImageSearch {
  readonly name: string;
  search(query: ImageQuery): Promise<Image[]>;
}
