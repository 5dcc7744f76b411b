import { withArticle } from '../ai/text-measures.js';
import { iconMatches, illustrationAlt, illustrationColors, illustrationPath, parseIllustrationQuery } from '../art/illustration.js';
import { NEUTRAL_ICONS } from '../art/industry-icons.js';
import type { IndustryIcon } from '../art/industry-icons.js';
import { INDUSTRY_PACKS } from '../industries/registry.js';
import type { Image } from '../site/image.js';
import { LIMITS } from '../site/limits.js';
import type { SiteDocument } from '../site/site-document.js';

// The image picker's stock tab without photo keys (ARCHITECTURE §6, offline default): drawn
// illustrations of the site's own trade, the same pictures generation draws. The site's icons
// are read from the illustrations it already shows (generation draws its industry's, or those
// its owner's words named); a word searches them first, then every industry's icons, so
// "dog" finds a dog on any site.

const WIDTH = 1200;
const HEIGHT = 900;

/** Every icon the catalogue knows, by name, with its words and label (the industries' first). */
let catalogue: Map<string, IndustryIcon> | undefined;
function knownIcons(): Map<string, IndustryIcon> {
  if (!catalogue) {
    catalogue = new Map();
    for (const entry of [...Object.values(INDUSTRY_PACKS).flatMap((pack) => pack.icons), ...NEUTRAL_ICONS]) {
      if (!catalogue.has(entry.icon)) catalogue.set(entry.icon, entry);
    }
  }
  return catalogue;
}

/** An icon the catalogue does not list (found by the owner's words): named by its own name. */
function iconNamed(name: string): IndustryIcon {
  return (
    knownIcons().get(name) ?? { icon: name, label: withArticle(name.replace(/-\d+$/, '').replace(/-/g, ' ')), match: name.split('-').filter((part) => part.length >= 3) }
  );
}

/** The icons of the illustrations a site shows, in the order they first appear. */
export function siteIllustrationIcons(document: SiteDocument): IndustryIcon[] {
  const names = new Set<string>();
  for (const found of JSON.stringify(document.sections).matchAll(/\/art\/illustration\.svg\?([^"\\]+)/g)) {
    const parsed = parseIllustrationQuery(Object.fromEntries(new URLSearchParams(found[1]!.replace(/&amp;/g, '&'))));
    for (const icon of parsed?.icons ?? []) names.add(icon);
  }
  return [...names].map(iconNamed);
}

/** Whether an icon answers a searched word: its words, its label or its name. */
function answers(entry: IndustryIcon, term: string): boolean {
  const words = term
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  if (words.length === 0) return true;
  const label = entry.label.toLowerCase();
  return iconMatches(entry, term) || words.some((word) => label.split(/\s+/).some((part) => part.startsWith(word)) || entry.icon.split('-').includes(word));
}

/**
 * Drawn illustrations for the picker's stock tab: one composition led by each icon that answers
 * `term` (the site's own icons first, then any industry's), with the site's next icons beside
 * it, in the site's colours. An empty term lists the site's own. At most `count`.
 */
export function stockIllustrations(document: SiteDocument, term: string, count: number): Image[] {
  const own = siteIllustrationIcons(document);
  const site = own.length > 0 ? own : NEUTRAL_ICONS;
  const query = term.trim();
  const leads: IndustryIcon[] = [];
  for (const entry of query ? [...site, ...knownIcons().values()] : site) {
    if (leads.length >= count) break;
    if (answers(entry, query) && !leads.some((lead) => lead.icon === entry.icon)) leads.push(entry);
  }
  const colors = illustrationColors(document.theme.palette);
  return leads.map((lead, index) => {
    const companions = site.filter((entry) => entry.icon !== lead.icon);
    const turn = companions.length > 0 ? index % companions.length : 0;
    const icons = [lead, ...companions.slice(turn), ...companions.slice(0, turn)].slice(0, 3);
    const path = illustrationPath({ kind: 'scene', icons: icons.map((entry) => entry.icon), aspect: 'landscape', colors, seed: `stock ${lead.icon}` });
    return {
      provider: 'Custom',
      providerId: `illustration-${lead.icon}`.slice(0, LIMITS.id),
      urls: { thumbnail: path, small: path, regular: path, raw: path, full: path },
      alt: illustrationAlt(icons).slice(0, LIMITS.imageAlt),
      width: WIDTH,
      height: HEIGHT,
      fit: 'cover',
      effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
      ...(query ? { searchTerm: query.slice(0, LIMITS.imageSearchTerm) } : {}),
    } satisfies Image;
  });
}
