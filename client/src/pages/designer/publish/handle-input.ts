import { normalizeHandle, suggestHandle } from '@frontdoor/shared';

/** A first web address from the business name: accents transliterated, words separated (the shared rule). */
export const suggestedHandle = (businessName: string): string => suggestHandle(businessName);

/**
 * What the field holds after a keystroke: the typed text normalised (spec §5), and where the
 * caret goes so it stays after what was typed before it (normalising drops characters, and a
 * controlled input would otherwise jump to the end).
 */
export function normalizeTyped(raw: string, caret: number | null): { value: string; caret: number } {
  const value = normalizeHandle(raw);
  return { value, caret: caret === null ? value.length : Math.min(normalizeHandle(raw.slice(0, caret)).length, value.length) };
}
