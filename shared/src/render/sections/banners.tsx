import type { ImageBannerSection } from '../../site/sections/image-banner.js';
import type { QuoteBannerSection } from '../../site/sections/quote-banner.js';
import { imageUrl, SiteImage } from '../site-image.js';
import { SiteButton } from '../site-link.js';
import { hasText, type SectionFrame } from './frame.js';

/** A text banner on the theme's bold colour: the primary line is the section's heading. */
export function QuoteBannerView({ section, frame }: { section: QuoteBannerSection; frame: SectionFrame }) {
  return (
    <section id={frame.anchor} className="qb" aria-labelledby={hasText(section.primary) ? frame.headingId : undefined}>
      <div className="w nar">
        {hasText(section.primary) && (
          <h2 id={frame.headingId} className="qp">
            {section.primary}
          </h2>
        )}
        {hasText(section.subhead) && <p className="qs">{section.subhead}</p>}
        {hasText(section.subordinate) && <p className="qo">{section.subordinate}</p>}
      </div>
    </section>
  );
}

/**
 * A full-width picture of the owner's height under a dark overlay, with a heading, a few words
 * and a button.
 * Without a picture it is a band of the theme's bold colour with the preset's pattern (`pat`).
 */
export function ImageBannerView({ section, frame }: { section: ImageBannerSection; frame: SectionFrame }) {
  const image = section.image && imageUrl(section.image) ? section.image : undefined;
  return (
    <section id={frame.anchor} className={`ibn x${frame.index} ${image ? 'img' : 'pat'}`} aria-labelledby={hasText(section.heading) ? frame.headingId : undefined}>
      {image && (
        <>
          <SiteImage image={image} sizes="100vw" className="bgi" />
          <div className="ov" />
        </>
      )}
      <div className="w ibc">
        {hasText(section.heading) && <h2 id={frame.headingId}>{section.heading}</h2>}
        {hasText(section.text) && <p className="ibt">{section.text}</p>}
        <div className="acts">
          <SiteButton link={section.button} />
        </div>
      </div>
    </section>
  );
}
