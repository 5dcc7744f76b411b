import type { CSSProperties } from 'react';
import type { ImageBannerSection, QuoteBannerSection } from '@frontdoor/shared';
import { SiteImage } from '../site-image';
import { SiteLink } from '../site-link';

/** The Text Banner: a short quote in the heading font on a bold band. */
export function QuoteBannerView({ section }: { section: QuoteBannerSection }) {
  return (
    <div className="ws-quote">
      <div className="ws-container ws-quote__inner">
        <blockquote className="ws-quote__primary">
          <p>{section.primary}</p>
        </blockquote>
        {section.subhead && <p className="ws-quote__subhead">{section.subhead}</p>}
        {section.subordinate && <p className="ws-quote__subordinate">{section.subordinate}</p>}
      </div>
    </div>
  );
}

/** A full-width picture at the owner's height, with an optional heading and button on a panel. */
export function ImageBannerView({ section }: { section: ImageBannerSection }) {
  const style = { '--banner-height': `${section.height}px`, '--overlay': section.overlayOpacity } as CSSProperties;
  return (
    <div className="ws-banner" style={style}>
      {section.image ? (
        <SiteImage image={section.image} sizes="100vw" className="ws-banner__image" decorative={Boolean(section.heading)} />
      ) : (
        <div className="ws-banner__empty" aria-hidden="true" />
      )}
      <div className="ws-banner__overlay" aria-hidden="true" />
      {(section.heading || section.button) && (
        <div className="ws-banner__panel">
          {section.heading && <h2 className="ws-banner__title">{section.heading}</h2>}
          {section.button && <SiteLink link={section.button} variant="button" />}
        </div>
      )}
    </div>
  );
}
