import { useContext } from 'react';
import type { Image } from '../site/image.js';
import { uploadedImageWidth } from '../site/uploads.js';
import { SiteContext } from './context.js';
import { inThemeColors } from './drawn-images.js';
import { effectsClass, frameClass } from './image-effects.js';
import { imageSrc } from './urls.js';

type SizedUrl = { url: string; width: number };

/**
 * Width in pixels of the small, medium (uploads only), regular and full URLs. Unsplash (and generated artwork, which
 * follows its sizes) serve 400 and 1080 px wide and the original; Pexels fits 'large' into
 * 940 × 650 and serves small at 130 px high and large2x at twice 'large'; the owner's photos
 * (Custom) are stored 400, 720 (photos uploaded since the phone size was made), 1080 and at most
 * 2400 px wide, never wider than the photo (UPLOADED_IMAGE_WIDTHS).
 */
function sizedUrls(image: Image): SizedUrl[] {
  const ratio = image.width / image.height;
  const widths: Partial<Record<'small' | 'medium' | 'regular' | 'full', number>> =
    image.provider === 'Pexels'
      ? { small: 130 * ratio, regular: Math.min(940, 650 * ratio), full: 2 * Math.min(940, 650 * ratio) }
      : image.provider === 'Custom'
        ? {
            small: uploadedImageWidth('small', image.width),
            medium: uploadedImageWidth('medium', image.width),
            regular: uploadedImageWidth('regular', image.width),
            full: uploadedImageWidth('full', image.width),
          }
        : { small: 400, regular: 1080, full: image.width };
  const result: SizedUrl[] = [];
  for (const size of ['small', 'medium', 'regular', 'full'] as const) {
    const width = Math.round(widths[size] ?? 0);
    const url = width > 0 ? imageSrc(image.urls[size]) : null;
    if (!url || url.startsWith(',') || url.endsWith(',') || width < 1) continue;
    if (result.some((entry) => entry.url === url || entry.width === width)) continue;
    result.push({ url, width });
  }
  return result;
}

/** The src of an image: its regular size, else any usable size; null when none is usable. */
export function imageUrl(image: Image): string | null {
  return imageSrc(image.urls.regular) ?? imageSrc(image.urls.full) ?? imageSrc(image.urls.small) ?? imageSrc(image.urls.raw);
}

/**
 * Screens of 2.5 device pixels per CSS pixel and more (most phones) are given pictures drawn at
 * 2×: an entry before the default `sizes` length, dividing it by 1.5. Nobody sees the third
 * device pixel of a photo at arm's length, and a phone's first picture downloads in about half
 * the bytes (bench/lighthouse). `sizes` is a list of `(media) length` entries ending with a
 * default length, as the sections write them (no commas inside a length).
 */
export function densityCappedSizes(sizes: string): string {
  const entries = sizes.split(',').map((entry) => entry.trim());
  const fallback = entries.at(-1);
  if (!fallback || fallback.startsWith('(')) return sizes;
  return [...entries.slice(0, -1), `(min-resolution: 2.5dppx) calc(${fallback} / 1.5)`, fallback].join(', ');
}

/** A srcset of the image's sizes, or undefined when it offers one size only. */
export function imageSrcSet(image: Image): string | undefined {
  const sized = sizedUrls(image);
  return sized.length > 1 ? sized.map((entry) => `${entry.url} ${entry.width}w`).join(', ') : undefined;
}

export interface SiteImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is shown. */
  sizes: string;
  /** The page's main picture (the introduction's): loaded first, not lazily. */
  priority?: boolean;
  /** Above the fold but not the main picture (the logo): loaded eagerly. */
  eager?: boolean;
  className?: string;
}

/**
 * An image with its intrinsic width and height (no layout shift), alt text, responsive sizes,
 * lazy loading below the fold, and the fit and crop the owner chose (its `fx-…` class: see
 * image-effects.ts; the frame around it clips it). A drawn illustration is drawn in the page's
 * current palette (drawn-images.ts). Renders nothing when no URL is usable.
 */
export function SiteImage({ image: stored, sizes, priority, eager, className }: SiteImageProps) {
  const site = useContext(SiteContext);
  const image = site ? inThemeColors(stored, site.document.theme.palette) : stored;
  const src = imageUrl(image);
  if (!src) return null;
  const srcSet = imageSrcSet(image);
  const classes = [className, image.fit === 'contain' ? 'fit' : undefined, effectsClass(image)].filter(Boolean).join(' ');
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? densityCappedSizes(sizes) : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={classes || undefined}
    />
  );
}

/** The class of the frame (`.media`) around a picture: with the picture's own shape, if it has one. */
export function mediaClass(image: Image, base = 'media'): string {
  const frame = frameClass(image);
  return frame ? `${base} ${frame}` : base;
}
