import type { GallerySection } from '../../site/sections/gallery.js';
import { useSite } from '../context.js';
import { imageUrl, mediaClass, SiteImage } from '../site-image.js';
import { hasText, Placeholder, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

const Arrow = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * A grid of pictures, or a carousel: a row that scrolls and snaps with touch, trackpad or
 * keyboard (it is focusable), so it needs no script. Its trailing edge fades to show there is
 * more (issue 26); the page's script adds Previous/Next photos buttons and fades only the edges
 * with more pictures beyond them.
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
            <div className={mediaClass(item.image)}>
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
          <>
            {/* A labelled group, not a region: the section is already the landmark of that name. */}
            <div className="car" role="group" tabIndex={0} aria-label={hasText(section.heading) ? section.heading : texts.gallery}>
              {list}
            </div>
            {/* Previous/next: shown by the page's script when the row overflows (ENHANCE_SCRIPT). */}
            <div className="carn" data-car="" hidden>
              <button type="button" aria-label={texts.previousPhotos}>
                <Arrow d="M15 5l-7 7 7 7" />
              </button>
              <button type="button" aria-label={texts.nextPhotos}>
                <Arrow d="M9 5l7 7-7 7" />
              </button>
            </div>
          </>
        ) : (
          list
        )}
      </div>
    </SectionShell>
  );
}
