import type { Section } from '@frontdoor/shared';

/** Sections drawn on their own colour (bands), outside the plain/tint alternation. */
const BANDS: ReadonlySet<Section['type']> = new Set(['Header', 'Footer', 'Introduction', 'QuoteBanner', 'ImageBanner']);

/**
 * The background of each content section: they alternate between the page background and the
 * tint, so two neighbours never blend, whatever the owner's order; bands keep their own colour.
 */
export function sectionTones(sections: readonly Pick<Section, 'id' | 'type'>[]): Map<string, 'plain' | 'tint'> {
  const tones = new Map<string, 'plain' | 'tint'>();
  let next: 'plain' | 'tint' = 'plain';
  for (const section of sections) {
    if (BANDS.has(section.type)) continue;
    tones.set(section.id, next);
    next = next === 'plain' ? 'tint' : 'plain';
  }
  return tones;
}
