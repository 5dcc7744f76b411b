import { illustrationBackdrop, illustrationColors, illustrationOfUrl, recolorIllustrationUrl } from '../art/illustration.js';
import { AA_TEXT_CONTRAST } from '../rules/palette-contrast.js';
import type { Image, ImageUrls } from '../site/image.js';
import type { Palette } from '../site/theme.js';
import { contrast, mix } from './color.js';

/**
 * Drawn illustrations follow the theme (issue 36): their colours travel in their address, which
 * the generator wrote with the palette of the day. The renderer (canvas, previews and published
 * page alike) draws them with the document's current palette instead, so a new palette in the
 * Theme panel redraws every one of them and nothing stored needs to change. Photos, uploads and
 * older artwork are left as they are.
 */
export function inThemeColors(image: Image, palette: Palette): Image {
  const colors = illustrationColors(palette);
  let changed = false;
  const urls = { ...image.urls };
  for (const size of Object.keys(urls) as (keyof ImageUrls)[]) {
    const url = urls[size];
    if (url === undefined) continue;
    const next = recolorIllustrationUrl(url, colors);
    if (next !== url) {
      urls[size] = next;
      changed = true;
    }
  }
  return changed ? { ...image, urls } : image;
}

/**
 * How much of its overlay a section lays over its picture so that its words stay readable (WCAG
 * AA) on every colour a drawn illustration in the current palette can show there: the owner's
 * amount when that is enough, else the least that is (in hundredths; 1 is the overlay alone, on
 * which `text` must be readable). A photo keeps the owner's amount: its colours are not known.
 */
export function readableOverlay(image: Image | undefined, palette: Palette, { text, overlay, opacity }: { text: string; overlay: string; opacity: number }): number {
  const drawn = image ? illustrationOfUrl(image.urls.regular) : null;
  if (!drawn) return opacity;
  const backdrop = illustrationBackdrop({ ...drawn, colors: illustrationColors(palette) });
  const readable = (amount: number) => backdrop.every((color) => contrast(text, mix(overlay, color, amount)) >= AA_TEXT_CONTRAST);
  for (let hundredths = Math.max(0, Math.round(opacity * 100)); hundredths < 100; hundredths++) {
    if (readable(hundredths / 100)) return hundredths / 100;
  }
  return 1;
}
