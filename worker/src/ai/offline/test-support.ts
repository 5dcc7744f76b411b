import type { ContentAnswer, ContentKind } from '@frontdoor/shared';

/** Kinds a site generation asks the writer for (the tools are separate). */
export const SITE_KINDS = ['palettes', 'fontPairs', 'intro', 'about', 'services', 'reviews', 'team', 'faqs', 'video', 'quote', 'imageTerms'] as const satisfies readonly ContentKind[];

/** Placeholder text that must never reach a site, and template tokens left unfilled. */
export const PLACEHOLDER = /[Ll]orem|[Ii]psum|\[|\]|\{|\}|\bTBD\b|\bundefined\b|\bnull\b|\bNaN\b|Business Name|Your City/;

/** Every string inside an answer. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

export type SiteAnswers = { [K in (typeof SITE_KINDS)[number]]: ContentAnswer<K> };
