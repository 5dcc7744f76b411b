import type { CSSProperties } from 'react';
import type { Image } from '@frontdoor/shared';

type Props = {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks a fitting file. */
  sizes: string;
  className?: string;
  /** The first screenful loads at once; the rest when scrolled near. */
  eager?: boolean;
  /** Decorative images (behind text) get an empty alt. */
  decorative?: boolean;
};

/**
 * An image of the site at the sizes its provider offers, with its intrinsic width and height
 * (no layout shift) and the crop chosen in the cropper (offset, zoom, rotation).
 */
export function SiteImage({ image, sizes, className = '', eager = false, decorative = false }: Props) {
  const { urls, effects } = image;
  const srcSet = [
    [urls.small, 400],
    [urls.regular, 1080],
    [urls.full, 2000],
  ]
    .filter(([url], index, all) => url && all.findIndex(([other]) => other === url) === index)
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
  const moved = effects.translate.x !== 0 || effects.translate.y !== 0 || effects.zoom !== 1 || effects.rotation !== 0;
  const style: CSSProperties = {
    objectFit: image.fit,
    ...(moved && {
      transform: `translate(${effects.translate.x}%, ${effects.translate.y}%) scale(${effects.zoom}) rotate(${effects.rotation}deg)`,
    }),
  };
  return (
    <img
      className={`ws-image ${className}`}
      src={urls.regular || urls.full || urls.small}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={style}
    />
  );
}
