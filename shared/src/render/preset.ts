import type { Section } from '../site/section.js';
import type { PresetStyle } from '../site/style-enums.js';

// The theme's preset style is a family of design decisions the renderer makes for the owner:
// how section headings, cards, buttons and the gallery look (rules in preset-rules.ts, keyed by
// a class on the page root) and which surface each content section sits on (below).

/** The class on the `.fd` root naming the preset; its rules only match under it. */
export const PRESET_CLASS: Readonly<Record<PresetStyle, string>> = {
  Common: 'p-c',
  CommonAlt: 'p-ca',
  Geometric: 'p-geo',
  Elegant: 'p-el',
  Fun: 'p-fun',
};

/** The surface of a content section: the page background (t0) or the tint (t1). */
export type SectionTone = 't0' | 't1';

/** Sections drawn on their own colour, outside the background/tint alternation. */
export const BANDS: ReadonlySet<Section['type']> = new Set(['Introduction', 'QuoteBanner', 'ImageBanner']);
/** Elegant pages stay on the background, airy, with only the voices of people on the tint. */
const ELEGANT_TINTED: ReadonlySet<Section['type']> = new Set(['CustomerReviews', 'Team', 'Newsletter']);

/**
 * The tone of each of the page's content sections (in order; bands get one too, unused).
 * Common and Geometric alternate background and tint from the background, CommonAlt and Fun
 * from the tint (the services, first after the introduction, on colour); Elegant keeps to the
 * background but for the sections about people.
 */
export function sectionTones(preset: PresetStyle, content: readonly Pick<Section, 'type'>[]): SectionTone[] {
  let next: SectionTone = preset === 'CommonAlt' || preset === 'Fun' ? 't1' : 't0';
  return content.map((section) => {
    if (BANDS.has(section.type)) return 't0';
    if (preset === 'Elegant') return ELEGANT_TINTED.has(section.type) ? 't1' : 't0';
    const tone = next;
    next = next === 't0' ? 't1' : 't0';
    return tone;
  });
}
