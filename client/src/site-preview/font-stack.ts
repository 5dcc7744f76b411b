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

/** A CSS font-family value for a generated family: the family first, then similar fonts. */
export function fontStack(family: string): string {
  const clean = family.replace(/["'\\;{}<>]/g, '').trim();
  const name = clean.toLowerCase();
  if (name === '' || name === 'system-ui' || name === 'sans-serif') return SANS;
  if (name === 'serif') return SERIF;
  if (name === 'monospace') return MONO;
  return `"${clean}", ${KNOWN[name] ?? guessFallback(name)}`;
}
