// Generated font pairs name families by name (the prompt asks for fonts found on most devices:
// Georgia, Palatino Linotype, Trebuchet MS, Verdana, Tahoma, Garamond, system-ui). Where the
// family is missing, the stack falls back to fonts of the same kind, so a serif pair still looks
// serif and a rounded one still friendly.

const SERIF = 'Georgia, Cambria, "Times New Roman", "Liberation Serif", "DejaVu Serif", serif';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';
const HUMANIST = '"Trebuchet MS", "Segoe UI", Candara, "Lucida Grande", "DejaVu Sans", sans-serif';
const WIDE = 'Verdana, Tahoma, Geneva, "DejaVu Sans", sans-serif';
const MONO = 'ui-monospace, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';
const SCRIPT = '"Brush Script MT", "Segoe Script", "Snell Roundhand", cursive';

/** Fallbacks for the families the prompt suggests and other common ones. */
const KNOWN: Record<string, string> = {
  georgia: SERIF,
  'palatino linotype': '"Book Antiqua", Palatino, "URW Palladio L", Georgia, "Liberation Serif", serif',
  palatino: '"Palatino Linotype", "Book Antiqua", "URW Palladio L", Georgia, serif',
  'book antiqua': 'Palatino, "Palatino Linotype", Georgia, serif',
  garamond: '"EB Garamond", "Adobe Garamond Pro", Georgia, "Liberation Serif", serif',
  'times new roman': 'Times, "Liberation Serif", "DejaVu Serif", serif',
  cambria: SERIF,
  baskerville: '"Libre Baskerville", "Baskerville Old Face", Georgia, serif',
  'trebuchet ms': HUMANIST,
  verdana: WIDE,
  tahoma: WIDE,
  arial: SANS,
  helvetica: SANS,
  'segoe ui': SANS,
  'gill sans': '"Gill Sans MT", Calibri, "Trebuchet MS", sans-serif',
  'lucida sans': '"Lucida Sans Unicode", "Lucida Grande", "DejaVu Sans", sans-serif',
  'courier new': MONO,
};

/** The kind of an unknown family, guessed from its name. */
function guessFallback(name: string): string {
  if (/mono|courier|consol|code/.test(name)) return MONO;
  if (/script|brush|hand|pacifico|lobster|dancing|caveat|satisfy/.test(name)) return SCRIPT;
  if (/sans|grotesk|grotesque/.test(name)) return SANS;
  if (/serif|slab|garamond|baskerville|caslon|didot|bodoni|playfair|lora|merriweather|cormorant|crimson|libre|antiqua|roman|times|georgia|palatino|rockwell|prata|spectral/.test(name)) {
    return SERIF;
  }
  if (/rounded|nunito|quicksand|comfortaa|varela|comic/.test(name)) return HUMANIST;
  return SANS;
}

const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', 'math', 'emoji']);

/** One family name without quotes or characters that could end the declaration. */
const cleanFamily = (name: string) => name.replace(/["'\\;{}<>()]/g, '').trim();
const isKeyword = (name: string) => GENERIC.has(name.toLowerCase()) || name.startsWith('-');

/** The first family of a font-family value, as a person would name it ('Palatino Linotype'). */
export function familyName(family: string): string {
  return family.split(',').map(cleanFamily).find(Boolean) ?? family;
}

/**
 * A CSS font-family value for a generated family: the family (or the AI's own list of families)
 * first, then similar fonts, ending in a generic family.
 */
export function fontStack(family: string): string {
  const families = family.split(',').map(cleanFamily).filter(Boolean);
  if (families.length === 0) return SANS;
  const first = families[0].toLowerCase();
  if (families.length === 1) {
    if (first === 'system-ui' || first === 'sans-serif' || first === 'ui-sans-serif') return SANS;
    if (first === 'serif' || first === 'ui-serif') return SERIF;
    if (first === 'monospace' || first === 'ui-monospace') return MONO;
  }
  const list = families.map((name) => (isKeyword(name) ? name.toLowerCase() : `"${name}"`)).join(', ');
  return isKeyword(families[families.length - 1]) ? list : `${list}, ${KNOWN[first] ?? guessFallback(first)}`;
}
