/** Sentences in a text: runs ending in . ! ? (or the end), ignoring empty ones. */
export function countSentences(text: string): number {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

/** "an appointment", "a user", "an hour": the article a noun takes, for copy and for the wizard's line. */
export function withArticle(noun: string): string {
  return `${/^(?:[aeio]|u(?!ni|s[eu])|hour|honest)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Words in a text, split on whitespace. */
export function countWords(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
}
