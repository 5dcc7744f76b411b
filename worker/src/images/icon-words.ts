import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ICON_NAME_PATTERN, INDUSTRY_PACKS, withArticle, type IndustryIcon } from '@frontdoor/shared';

// Issue 24: a business of no industry is drawn with icons its own words name: a dog for a
// groomer, a lock for a locksmith, a camera for a photographer. The words are matched against
// the icon set's own names and tags (the `@tabler/icons` package ships them in icons.json), not
// a hand-made list; a business whose words match nothing gets the neutral set (shared).

const require = createRequire(import.meta.url);

interface IconInfo {
  name: string;
  parts: string[];
  tags: ReadonlySet<string>;
}

/** Families of icons that show no thing (letters, arrows, logos, charts of code...). */
const SKIPPED_CATEGORIES = new Set([
  'Brand',
  'Letters',
  'Numbers',
  'Arrows',
  'Text',
  'Shapes',
  'Math',
  'Logic',
  'Version control',
  'Zodiac',
  'Gender',
  'Currencies',
  'Development',
  'Database',
  'Badges',
  'Extensions',
  'Computers',
  'Charts',
]);
/** Icons no business wants to be drawn with, whatever a tag says ("smoke" → bong, "shoot" → a gun). */
const UNFIT =
  /^(?:bong|cannabis|smoking|skull|bomb|sword|swords|pistol|gun|karate|knife|grave|grave-2|coffin|virus|spy|ghost|ghost-2|ghost-3|alien|poo|urgent|mood-sad|mood-cry|mood-angry|mood-sick|emergency-bed|archery-arrow|paywall|bandage|vaccine|pill|pills|bug|radioactive|biohazard|mask|mask-off|angle|table-dashed|test-pipe|test-pipe-2|building-factory-2|curling)$/;
/** Words of a description that say nothing about what a picture should show. */
const STOP = new Set(
  (
    'the and for with our your you are was were has have had all any full local friendly small big service services business company ' +
    'day days year years time times area areas work works job jobs more new best top great good quality professional expert fully ' +
    'insured free quote quotes price prices call calls book booking online also just very from into onto out over under about ' +
    'near around across covering serving based offer offering provide providing including include specialise specialising specialize ' +
    'specializing who what when where which that this these those them they their its it can will would make makes made get gets ' +
    'one two three four five first last every each other others same like love loved well done doing hand side way ways thing things ' +
    'people customer customers client clients family families home homes house houses town city county village uk usa north south east west ' +
    'run runs owned team since established independent reliable honest affordable fair friendly caring happy proud trusted experienced ' +
    'qualified certified licensed registered fast quick quickly short long high low light dark real open close help helping care'
  ).split(' '),
);

let index: { icons: IconInfo[]; byTag: Map<string, number> } | undefined;

function loadIndex(): NonNullable<typeof index> {
  if (index) return index;
  const root = dirname(dirname(dirname(require.resolve('@tabler/icons/outline/star.svg'))));
  const raw = JSON.parse(readFileSync(join(root, 'icons.json'), 'utf8')) as Record<
    string,
    { name: string; category?: string; tags?: (string | number)[]; styles?: { outline?: unknown } }
  >;
  const icons: IconInfo[] = [];
  const byTag = new Map<string, number>();
  for (const entry of Object.values(raw)) {
    const name = entry.name;
    if (!entry.styles?.outline || !ICON_NAME_PATTERN.test(name) || /-off$|^(?:brand|letter|number|arrow|square|circle|hexagon|octagon|pentagon|triangle)-/.test(name))
      continue;
    if ((entry.category && SKIPPED_CATEGORIES.has(entry.category)) || UNFIT.test(name)) continue;
    const tags = new Set((entry.tags ?? []).map((tag) => String(tag).toLowerCase()).filter((tag) => /^[a-z]{3,}$/.test(tag)));
    for (const tag of tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
    icons.push({ name, parts: name.split('-'), tags });
  }
  index = { icons, byTag };
  return index;
}

/** "grooms" → "groom", "brushes" → "brush", "puppies" → "puppy". */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z]+/)
    .map(singular)
    .filter((word) => word.length >= 3 && !STOP.has(word));
}

/** The 30 industries' motifs: drawn for another business only when its own words name them. */
let motifs: ReadonlySet<string> | undefined;

/** How well a word names an icon: its own name, its first word, a name the word starts with, or a tag. */
function fit(icon: IconInfo, word: string, byTag: ReadonlyMap<string, number>): number {
  motifs ??= new Set(Object.values(INDUSTRY_PACKS).flatMap((pack) => pack.icons.map((entry) => entry.icon)));
  if (icon.name === word) return 10;
  if (icon.parts[0] === word) return 7 - Math.min(3, icon.parts.length - 1);
  // "locksmith" → lock, "photographer" → photo: a name of four or more letters the word starts with.
  if (icon.parts.length === 1 && icon.name.length >= 4 && word.startsWith(icon.name)) return 5;
  // A tag many icons share ("emergency", "shoot") says little about any one of them.
  const shared = byTag.get(word) ?? 1;
  // A tag alone never brings another trade's motif ("treatment" is no reason for a massage).
  if (icon.tags.has(word) && shared <= 6 && !motifs.has(icon.name)) return 4 / Math.log2(1 + shared) - (icon.parts.length - 1) * 0.3;
  return 0;
}

/** "a dog", "a map pin" (a trailing number of a variant is not said). */
function labelOf(name: string): string {
  return withArticle(name.replace(/-\d+$/, '').replace(/-/g, ' '));
}

/**
 * The icons the business's own words name, best first (at most `most`): `sources` are texts with
 * weights (the trade's words weigh most, then the services, then the description). Empty when
 * nothing matches, so the neutral set is drawn instead.
 */
export function iconsForWords(sources: readonly (readonly [text: string, weight: number])[], most = 8): IndustryIcon[] {
  const { icons, byTag } = loadIndex();
  const scores = new Map<IconInfo, { score: number; words: Set<string> }>();
  for (const [text, weight] of sources) {
    const words = new Set(wordsOf(text));
    // "PIANO tuner": when a word of the text names an icon itself, the others' tags say nothing more ("tuner" is no radio).
    const named = [...words].some((word) => icons.some((icon) => fit(icon, word, byTag) >= 5));
    for (const word of words) {
      for (const icon of icons) {
        const value = fit(icon, word, byTag);
        if (named && value < 5) continue;
        // The description's passing words must name the icon itself; its tags count for the trade and services.
        if (weight < 2 && value < 5) continue;
        if (value < 1) continue;
        const found = scores.get(icon) ?? { score: 0, words: new Set<string>() };
        found.score += value * weight;
        found.words.add(word);
        scores.set(icon, found);
      }
    }
  }
  const ranked = [...scores].sort(([a, first], [b, second]) => second.score - first.score || a.name.length - b.name.length || a.name.localeCompare(b.name));
  const chosen: IndustryIcon[] = [];
  const shown = new Set<string>();
  for (const [icon, { words }] of ranked) {
    // One icon per thing: "dog" and "dog-bowl" both show a dog; the first, best one stands for it.
    const key = [...words].sort().join(' ');
    if (shown.has(key) || chosen.length >= most) continue;
    shown.add(key);
    chosen.push({ icon: icon.name, label: labelOf(icon.name), match: [...new Set([...words, ...icon.parts.filter((part) => part.length >= 3)])] });
  }
  return chosen;
}
