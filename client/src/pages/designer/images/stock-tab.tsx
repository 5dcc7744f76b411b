import type { Image } from '@frontdoor/shared';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { useStockImages } from './images-api';
import { PhotoCredit } from './photo-credit';

/**
 * Stock photos: a search through the keyed providers (Unsplash, then Pexels), each photo with
 * its photographer's credit; without keys, the drawn illustrations of the site's trade, found by
 * word. An empty search shows the business's own.
 */
export function StockTab({ websiteId, orientation, onPick }: { websiteId: string; orientation: 'landscape' | 'portrait' | 'squarish'; onPick: (image: Image) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useStockImages(websiteId, { q, orientation });
  const illustrations = found.data?.source === 'Illustrations';

  return (
    <div className="stock-tab">
      <form
        role="search"
        className="stock-tab__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search images
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="text-input"
          placeholder="Search, e.g. tools, coffee, smile"
          value={typed}
          maxLength={128}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--secondary button--small">
          Search
        </button>
      </form>
      {found.data && (
        <p className="image-picker__count" id={`${id}-source`}>
          {illustrations ? 'Illustrations drawn in your colours (stock photos are not set up on this server).' : `Photos from ${found.data.source}.`}
        </p>
      )}
      {found.isPending ? (
        <p className="image-picker__state" role="status">
          <Spinner /> Searching…
        </p>
      ) : found.isError ? (
        <div className="image-picker__state" role="alert">
          <p>{found.error.message}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void found.refetch()}>
            Try again
          </button>
        </div>
      ) : found.data.images.length === 0 ? (
        <p className="image-picker__state" role="status">
          Nothing found for “{q}”. Try another word.
        </p>
      ) : (
        <ul className="image-grid" aria-label={illustrations ? 'Illustrations' : 'Stock photos'} aria-busy={found.isFetching || undefined}>
          {found.data.images.map((image) => (
            <li key={`${image.provider}-${image.providerId ?? image.urls.regular}`} className="image-grid__item">
              <button type="button" className="image-tile" aria-label={`Use ${image.alt || 'this picture'}`} onClick={() => onPick(image)}>
                <img src={image.urls.small} alt="" width={image.width} height={image.height} loading="lazy" />
              </button>
              <PhotoCredit image={image} />
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {found.isFetching ? 'Searching…' : found.data ? `${found.data.images.length} found.` : ''}
      </p>
    </div>
  );
}
