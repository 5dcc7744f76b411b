import { isValidExternalUrl, normalizeExternalUrl } from '../rules/external-url.js';

/**
 * An http(s) web address the owner typed, normalised (spec §5), or null when it is empty or
 * not a valid web address: nothing else (javascript:, data:, relative paths) becomes a link.
 */
export function webHref(url: string | undefined): string | null {
  if (!url || url.trim() === '' || !isValidExternalUrl(url)) return null;
  const normalized = normalizeExternalUrl(url);
  return /^https?:\/\//i.test(normalized) ? normalized : null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"?&#%/]+@[^\s@<>()[\]\\,;:"?&#%/]+\.[^\s@<>()[\]\\,;:"?&#%/]+$/;

/** A mailto: link for a plain email address (no query parts can be smuggled in), or null. */
export function emailHref(email: string | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}

/** A tel: link of the number's digits (and a leading +), or null when it has too few digits. */
export function phoneHref(phone: string | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

// Images may come from any https host (stock providers, uploads), from this server (a path), or
// be inline raster or SVG data (generated artwork); SVG in <img> cannot run scripts.
const IMAGE_URL = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?!\/)[^\s"'<>\\]*|data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,][^\s"'<>\\]*)$/i;

/** An image URL the page may load, or null. */
export function imageSrc(url: string | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return IMAGE_URL.test(trimmed) ? trimmed : null;
}

/**
 * The id of a section's element, which Section links point at ('#services'). Readable ids are
 * kept; others (and any starting with 'fd-', which the renderer keeps for its own elements) are
 * escaped one-to-one into 'fd-s-…', so two sections never share an anchor.
 */
export function sectionAnchor(sectionId: string): string {
  if (/^[a-z][a-z0-9_-]*$/i.test(sectionId) && !sectionId.toLowerCase().startsWith('fd-')) return sectionId;
  let escaped = '';
  for (const char of sectionId) {
    escaped += /[a-z0-9-]/i.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`;
  }
  return `fd-s-${escaped}`;
}
