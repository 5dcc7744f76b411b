import { titleCase } from '../core/text.js';

const FILLER = new Set([
  'a', 'an', 'the', 'and', 'or', 'for', 'of', 'in', 'on', 'at', 'to', 'with', 'my', 'our', 'your', 'i', 'we', 'is', 'are',
  'business', 'company', 'services', 'service', 'shop', 'store', 'small', 'local', 'new', 'ideas', 'idea', 'name', 'names',
  'want', 'start', 'starting', 'open', 'opening', 'looking', 'something', 'like', 'about', 'near', 'me',
]);

/** The visitor's meaningful words, title-cased, in order, at most three. */
export function keywordWords(keywords: string): string[] {
  const words = keywords
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((word) => word.length > 1 && word.length <= 20 && !FILLER.has(word.toLowerCase()) && /\p{L}/u.test(word));
  return [...new Set(words.map((word) => titleCase(word)))].slice(0, 3);
}
