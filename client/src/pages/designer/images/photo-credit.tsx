import type { Image } from '@frontdoor/shared';

/** The credit a provider's terms ask for: the photographer, linked, and the provider. */
export function PhotoCredit({ image }: { image: Image }) {
  if (!image.attribution || image.provider === 'Custom') return null;
  return (
    <span className="photo-credit">
      Photo by{' '}
      <a href={image.attribution.url} target="_blank" rel="noopener noreferrer">
        {image.attribution.name}
      </a>{' '}
      on {image.provider}
    </span>
  );
}
