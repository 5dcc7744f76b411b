import type { GallerySection } from '@frontdoor/shared';
import { SiteImage } from '../site-image';

/** Pictures in a grid, or a row that scrolls sideways (Carousel). */
export function GalleryView({ section }: { section: GallerySection }) {
  const carousel = section.layout === 'Carousel';
  return (
    <div className="ws-section">
      <div className="ws-container">
        <h2 className="ws-section__title">{section.heading}</h2>
        <ul
          className={carousel ? 'ws-gallery ws-gallery--carousel' : 'ws-gallery ws-gallery--grid'}
          {...(carousel ? { tabIndex: 0, 'aria-label': `${section.heading}, scrolls sideways` } : {})}
        >
          {section.items.map((item) => (
            <li key={item.id}>
              <figure className="ws-gallery__item">
                <div className="ws-gallery__frame">
                  <SiteImage image={item.image} sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw" />
                </div>
                {item.caption && <figcaption className="ws-gallery__caption">{item.caption}</figcaption>}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
