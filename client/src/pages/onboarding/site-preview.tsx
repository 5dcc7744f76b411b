import { artworkPath, createDefaultSiteDocument, LIMITS, type FontPair, type Image, type Palette, type SectionType, type SiteDocument } from '@frontdoor/shared';
import { SECTION_VIEWS, SiteView, siteStylesheet, type SectionViews } from '@frontdoor/shared/render';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAdoptedStylesheet } from '../../components/use-adopted-stylesheet';
import type { AboutAnswers } from './wizard-state';
import './site-preview.css';

/** The width the site is laid out at before it is scaled to the preview: a desktop page. */
const PAGE_WIDTH = 900;

/** What the previews of the wizard draw: the owner's answers so far and the chosen sections. */
export type PreviewContext = { about: AboutAnswers; sectionTypes: readonly SectionType[] };

type Props = PreviewContext & {
  palette: Palette;
  fontPair: FontPair;
  /** A bigger preview shows more of the description. */
  size?: 'thumbnail' | 'large';
};

/** The first sentence of the owner's description, cut at a word near `max` characters. */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/** The header and the introduction: the other sections are in the document (the menu links to them) but not drawn. */
const TOP_OF_PAGE = Object.fromEntries(
  Object.entries(SECTION_VIEWS).map(([type, view]) => [type, type === 'Header' || type === 'Introduction' ? view : { ...view, View: () => null }]),
) as unknown as SectionViews;

/**
 * The top of the site the owner is about to create (its header and introduction), as the new
 * site's document would have it, in a palette and font pair: the business name as the headline,
 * the description's first sentence under it, a drawn picture beside.
 */
function previewDocument({ about, sectionTypes }: PreviewContext, palette: Palette, fontPair: FontPair, size: Props['size']): SiteDocument {
  const name = about.businessName.trim().slice(0, LIMITS.businessName) || 'Your business';
  const document = createDefaultSiteDocument({ id: 'preview', businessName: name, sectionTypes });
  const art = artworkPath(`${name} intro`, 640, 520, [palette.buttonBackground, palette.accent, palette.background, palette.primaryText]);
  const image: Image = {
    provider: 'Custom',
    urls: { thumbnail: art, small: art, regular: art, raw: art, full: art },
    alt: '',
    width: 640,
    height: 520,
    fit: 'cover',
    effects: { translate: { x: 0, y: 0 }, zoom: LIMITS.cropperZoomMin, rotation: 0 },
  };
  const body = excerpt(about.description, size === 'large' ? 150 : 90).slice(0, LIMITS.introBody);
  return {
    ...document,
    theme: { ...document.theme, palette, fontPair },
    // Only the top is drawn, so nothing needs to stay pinned while the wizard scrolls.
    websiteSettings: { ...document.websiteSettings, fixedHeader: false },
    sections: document.sections.map((section) => (section.type === 'Introduction' ? { ...section, heading: name.slice(0, LIMITS.introHeading), body, image } : section)),
  };
}

/**
 * The top of the owner's future site drawn by the shared renderer (the one that draws the
 * designer's canvas and the published page), laid out as a desktop page and scaled to the
 * preview's width, so one drawing serves the small option cards and the large live preview.
 * Decorative: the form beside it carries the meaning.
 */
export function SitePreview({ about, sectionTypes, palette, fontPair, size = 'thumbnail' }: Props) {
  const root = `pv${useId().replace(/[^\w-]/g, '')}`;
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const document = useMemo(() => previewDocument({ about, sectionTypes }, palette, fontPair, size), [about, sectionTypes, palette, fontPair, size]);
  const css = useMemo(
    () => siteStylesheet(document.theme, { sections: document.sections, settings: document.websiteSettings, scoped: true, container: true, root }),
    [document, root],
  );
  const adopted = useAdoptedStylesheet(css);

  // Measured before the first paint, and again when the preview's width changes.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setZoom(element.clientWidth > 0 ? element.clientWidth / PAGE_WIDTH : null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} className={`site-preview site-preview--${size}`} aria-hidden="true" inert>
      {!adopted && <style>{css}</style>}
      <div className="site-preview__page" style={{ width: PAGE_WIDTH, zoom: zoom ?? undefined, visibility: zoom === null ? 'hidden' : undefined }}>
        <SiteView document={document} mode="preview" className={root} views={TOP_OF_PAGE} />
      </div>
    </div>
  );
}
