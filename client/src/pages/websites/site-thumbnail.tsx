import { SiteView, siteStylesheet } from '@frontdoor/shared/render';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAdoptedStylesheet } from '../../components/use-adopted-stylesheet';
import type { DraftWebsite } from '../../features/websites/websites-api';
import { useWebsite } from '../../features/websites/websites-api';
import './site-thumbnail.css';

/** The desktop width the page is laid out at before it is scaled down to the card. */
const LAYOUT_WIDTH = 1200;

/**
 * A website card's thumbnail: the top of the draft (its header and introduction) drawn by the
 * shared renderer that draws the canvas and the published page, scaled to the card. The draft is
 * read only once the card comes into view, so a long list stays fast. Decorative: the card's
 * name and status carry the meaning.
 */
export function SiteThumbnail({ websiteId }: { websiteId: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [scale, setScale] = useState<number | null>(null);
  const draft = useWebsite(websiteId, visible);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          seen.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    seen.observe(element);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => setScale(element.clientWidth / LAYOUT_WIDTH || null));
    resized?.observe(element);
    setScale(element.clientWidth / LAYOUT_WIDTH || null);
    return () => {
      seen.disconnect();
      resized?.disconnect();
    };
  }, []);

  return (
    <div ref={box} className="site-thumbnail" aria-hidden="true" inert data-drawn={draft.data ? 'true' : undefined}>
      {draft.data && scale !== null && <TopOfPage draft={draft.data} scale={scale} />}
    </div>
  );
}

function TopOfPage({ draft, scale }: { draft: DraftWebsite; scale: number }) {
  const root = `th${useId().replace(/[^\w-]/g, '')}`;
  // The header and the first section are what a thumbnail shows; nothing in it stays pinned.
  const document = useMemo(
    () => ({ ...draft.document, websiteSettings: { ...draft.document.websiteSettings, fixedHeader: false }, sections: draft.document.sections.slice(0, 2) }),
    [draft.document],
  );
  const css = useMemo(
    () => siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true, root }),
    [document, root],
  );
  const adopted = useAdoptedStylesheet(css);
  return (
    <>
      {!adopted && <style>{css}</style>}
      <div className="site-thumbnail__page" style={{ width: LAYOUT_WIDTH, zoom: scale }}>
        <SiteView document={document} mode="preview" className={root} />
      </div>
    </>
  );
}
