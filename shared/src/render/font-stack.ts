// A family of the curated list (site/fonts.ts) is named first, then its metric-matched fallback
// face (font-faces.ts), then system fonts of its kind. A family of an older document, which the
// app does not serve, is named first, so a visitor who has it installed sees it, then similar
// system fonts, ending in a generic family, so a serif pair still looks serif everywhere.
import { webFont, type GenericFamily } from '../site/fonts.js';
import { fallbackFamily } from './font-faces.js';

const SERIF = 'Georgia,Cambria,"Times New Roman",serif';
const SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const HUMANIST = '"Trebuchet MS","Segoe UI",Candara,sans-serif';
const MONO = 'ui-monospace,Menlo,Consolas,monospace';
const SCRIPT = '"Segoe Script","Brush Script MT",cursive';

const GENERIC_STACK: Readonly<Record<GenericFamily, string>> = { serif: SERIF, 'sans-serif': SANS, monospace: MONO, cursive: SCRIPT };

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded']);

/** The fallback kind of a family, guessed from its name. */
function fallbackFor(name: string): string {
  const lower = name.toLowerCase();
  if (/mono|courier|consol|code/.test(lower)) return MONO;
  if (/script|brush|hand|pacifico|lobster|dancing|caveat|satisfy/.test(lower)) return SCRIPT;
  if (/sans|grotesk|grotesque|gothic/.test(lower)) return SANS;
  if (
    /serif|slab|garamond|baskerville|caslon|didot|bodoni|playfair|lora|merriweather|cormorant|crimson|antiqua|roman|times|georgia|palatino|cambria|prata|spectral|fraunces/.test(
      lower,
    )
  ) {
    return SERIF;
  }
  if (/trebuchet|rounded|nunito|quicksand|comfortaa|varela|verdana|tahoma/.test(lower)) return HUMANIST;
  return SANS;
}

/** The first family of a font-family value, as a person would name it ('Palatino Linotype'). */
export function familyName(family: string): string {
  return (
    family
      .split(',')
      .map((name) => name.replace(/["'\\;{}<>()]/g, '').trim())
      .find(Boolean) ?? family
  );
}

/**
 * A CSS font-family value for a theme's family: the family (or each family of a list) quoted,
 * then fallbacks of the same kind. Only letters, digits, spaces, dots, underscores and hyphens
 * survive, so the value can never end the declaration or the style element.
 */
export function fontStack(family: string): string {
  const font = webFont(family);
  if (font) return `"${font.name}","${fallbackFamily(font)}",${GENERIC_STACK[font.generic]}`;
  const names = family
    .split(',')
    .map((name) =>
      name
        .replace(/[^\p{L}\p{N} ._-]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .slice(0, 4);
  if (names.length === 0) return SANS;
  const quoted = names.filter((name) => !GENERIC.has(name.toLowerCase())).map((name) => `"${name}"`);
  const fallback = fallbackFor(names[0]);
  if (quoted.length === 0) return names[0].toLowerCase().includes('serif') && !names[0].toLowerCase().includes('sans') ? SERIF : SANS;
  return `${quoted.join(',')},${fallback}`;
}
