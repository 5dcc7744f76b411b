import { domainToUnicode } from 'node:url';

/**
 * Well-known brands that phishing pages imitate, each with the domain it really owns. A host
 * whose name reads like one of them (a digit for a letter, a Cyrillic letter for a Latin one, one
 * letter off) but is not theirs is a look-alike. Kept short on purpose: every name here makes its
 * near-misses unusable as links, so common words ('office', 'stripe', 'live') are left out, and
 * names one letter away from a common word ('icloud' and 'cloud', 'binance' and 'finance',
 * 'twitter' and 'twister') count only look-alike characters (`oneEdit: false`).
 */
const BRANDS: readonly { name: string; domain: string; oneEdit?: false }[] = [
  { name: 'paypal', domain: 'paypal.com' },
  { name: 'google', domain: 'google.com' },
  { name: 'gmail', domain: 'gmail.com' },
  { name: 'youtube', domain: 'youtube.com' },
  { name: 'apple', domain: 'apple.com' },
  { name: 'icloud', domain: 'icloud.com', oneEdit: false },
  { name: 'microsoft', domain: 'microsoft.com' },
  { name: 'outlook', domain: 'outlook.com' },
  { name: 'hotmail', domain: 'hotmail.com' },
  { name: 'amazon', domain: 'amazon.com' },
  { name: 'facebook', domain: 'facebook.com' },
  { name: 'instagram', domain: 'instagram.com' },
  { name: 'whatsapp', domain: 'whatsapp.com' },
  { name: 'netflix', domain: 'netflix.com' },
  { name: 'linkedin', domain: 'linkedin.com' },
  { name: 'twitter', domain: 'twitter.com', oneEdit: false },
  { name: 'yahoo', domain: 'yahoo.com' },
  { name: 'dropbox', domain: 'dropbox.com' },
  { name: 'adobe', domain: 'adobe.com' },
  { name: 'ebay', domain: 'ebay.com' },
  { name: 'chase', domain: 'chase.com' },
  { name: 'wellsfargo', domain: 'wellsfargo.com' },
  { name: 'bankofamerica', domain: 'bankofamerica.com' },
  { name: 'citibank', domain: 'citibank.com' },
  { name: 'coinbase', domain: 'coinbase.com' },
  { name: 'binance', domain: 'binance.com', oneEdit: false },
  { name: 'docusign', domain: 'docusign.com' },
  { name: 'spotify', domain: 'spotify.com' },
  { name: 'steam', domain: 'steampowered.com' },
];

/**
 * Names this long or longer are also imitated by one letter changed, added, removed or swapped
 * ('paypall', 'gogle', 'amazno'). Shorter names have too many honest neighbours ('apply',
 * 'chose'), so for them only look-alike characters count.
 */
const EDIT_DISTANCE_MIN_LENGTH = 6;

/** Characters drawn like a Latin letter: digits, and Cyrillic and Greek letters (Unicode confusables). */
const CONFUSABLES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  i: 'l',
  '\u0430': 'a', // Cyrillic а
  '\u0432': 'b', // в
  '\u0435': 'e', // е
  '\u0451': 'e', // ё
  '\u043e': 'o', // о
  '\u0440': 'p', // р
  '\u0441': 'c', // с
  '\u0443': 'y', // у
  '\u0445': 'x', // х
  '\u043a': 'k', // к
  '\u043c': 'm', // м
  '\u043d': 'h', // н
  '\u0442': 't', // т
  '\u0456': 'l', // і
  '\u0458': 'j', // ј
  '\u0455': 's', // ѕ
  '\u04bb': 'h', // һ
  '\u0501': 'd', // ԁ
  '\u051b': 'q', // ԛ
  '\u051d': 'w', // ԝ
  '\u04cf': 'l', // ӏ
  '\u0261': 'g', // ɡ
  '\u0269': 'l', // ɩ
  '\u03b1': 'a', // Greek α
  '\u03bf': 'o', // ο
  '\u03c1': 'p', // ρ
  '\u03b9': 'l', // ι
  '\u03ba': 'k', // κ
  '\u03bd': 'v', // ν
  '\u03c5': 'u', // υ
  '\u03c4': 't', // τ
  '\u03f2': 'c', // ϲ
};

/**
 * The letters a name is read as: accents dropped, look-alike characters replaced, 'rn' read as
 * 'm' and 'vv' as 'w'; 'i', 'l' and '1' all read as 'l' (they are told apart by font alone).
 */
function skeleton(name: string): string {
  const plain = name.normalize('NFKD').replace(/\p{Mn}/gu, '');
  return [...plain]
    .map((char) => CONFUSABLES[char] ?? char)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

/** Edit distance with adjacent swaps (optimal string alignment), stopping early past 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]! <= 1;
}

const SCRIPTS = { latin: /\p{Script=Latin}/u, cyrillic: /\p{Script=Cyrillic}/u, greek: /\p{Script=Greek}/u };

/** A label mixing Latin with Cyrillic or Greek letters: how 'аpple' (Cyrillic а) fools a reader. */
function mixesScripts(label: string): boolean {
  return SCRIPTS.latin.test(label) && (SCRIPTS.cyrillic.test(label) || SCRIPTS.greek.test(label));
}

/** The brand a name imitates without being it, if any. */
function imitatedBrand(name: string): string | null {
  const read = skeleton(name);
  for (const brand of BRANDS) {
    if (name === brand.name) continue;
    if (read === skeleton(brand.name)) return brand.name;
    if (brand.oneEdit !== false && brand.name.length >= EDIT_DISTANCE_MIN_LENGTH && withinOneEdit(read, skeleton(brand.name))) return brand.name;
  }
  return null;
}

/** Second-level labels under which a country's names are registered (example.co.uk, example.com.au). */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'ne', 'or', 'go']);

/** The labels of a host before its public suffix (approximate: the top level, or a country's co.uk-style pair). */
function namedLabels(labels: readonly string[]): readonly string[] {
  const suffix = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 2 : 1;
  return labels.slice(0, -suffix);
}

export type LookAlike = { kind: 'mixed-script' | 'look-alike' | 'brand-domain-inside'; brand?: string };

/**
 * Whether a host (lowercase ASCII, as URL parsing leaves it: punycode for international names)
 * poses as a well-known brand: a label that mixes scripts, a label or hyphenated part of one that
 * reads as a brand's name without being it ('paypa1', 'xn--80ak6aa92e' = 'аррӏе', 'g00gle-login'),
 * or a brand's own domain worn inside another host ('paypal.com.account-check.xyz'). The brands'
 * own domains and their subdomains are never look-alikes; an international name that imitates no
 * brand ('bücher.example') is fine.
 */
export function lookAlike(host: string): LookAlike | null {
  for (const brand of BRANDS) {
    if (host === brand.domain || host.endsWith(`.${brand.domain}`)) return null;
  }
  for (const brand of BRANDS) {
    if (new RegExp(`(^|\\.)${brand.domain.replace(/\./g, '\\.')}[.-]`).test(host)) return { kind: 'brand-domain-inside', brand: brand.name };
  }
  for (const label of namedLabels(host.split('.'))) {
    const unicode = label.startsWith('xn--') ? domainToUnicode(label) : label;
    if (mixesScripts(unicode)) return { kind: 'mixed-script' };
    for (const part of new Set([unicode, ...unicode.split('-')])) {
      const brand = part === '' ? null : imitatedBrand(part);
      if (brand) return { kind: 'look-alike', brand };
    }
  }
  return null;
}
