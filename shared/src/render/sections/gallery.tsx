import type { GallerySection } from '../../site/sections/gallery.js';
import { useSite } from '../context.js';
import { imageUrl, SiteImage } from '../site-image.js';
import { hasText, Placeholder, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

/**
 * A grid of pictures, or a carousel: a row that scrolls and snaps with touch, trackpad or
 * keyboard (it is focusable), so it needs no script.
 */
export function GalleryView({ section, frame }: { section: GallerySection; frame: SectionFrame }) {
  const { mode, texts } = useSite();
  const items = section.items.filter((item) => imageUrl(item.image));
  const carousel = section.layout === 'Carousel';
  const list = (
    <ul className={carousel ? undefined : 'gal'}>
      {items.map((item) => (
        <li key={item.id}>
          <figure>
            <div className="media">
              <SiteImage image={item.image} sizes={carousel ? '(min-width: 769px) 420px, 82vw' : '(min-width: 769px) 33vw, 50vw'} />
            </div>
            {hasText(item.caption) && <figcaption>{item.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {items.length === 0 && mode === 'preview' && <Placeholder>Add pictures to your gallery</Placeholder>}
        {carousel ? (
          // A labelled group, not a region: the section is already the landmark of that name.
          <div className="car" role="group" tabIndex={0} aria-label={hasText(section.heading) ? section.heading : texts.gallery}>
            {list}
          </div>
        ) : (
          list
        )}
      </div>
    </SectionShell>
  );
}
