import type { ImageBannerSection } from '../../site/sections/image-banner.js';
import type { QuoteBannerSection } from '../../site/sections/quote-banner.js';
import { LIMITS } from '../../site/limits.js';
import { EditableText } from '../editable-text.js';
import { imageUrl, SiteImage } from '../site-image.js';
import { SiteButton } from '../site-link.js';
import { hasText, type SectionFrame } from './frame.js';

/** A text banner on the theme's bold colour: the primary line is the section's heading. */
export function QuoteBannerView({ section, frame }: { section: QuoteBannerSection; frame: SectionFrame }) {
  return (
    <section id={frame.anchor} className="qb" aria-labelledby={hasText(section.primary) ? frame.headingId : undefined}>
      <div className="w nar">
        <EditableText
          as="h2"
          id={frame.headingId}
          className="qp"
          path={['sections', section.id, 'primary']}
          value={section.primary}
          maxLength={LIMITS.quotePrimary}
          label="Quote"
        />
        <EditableText as="p" className="qs" path={['sections', section.id, 'subhead']} value={section.subhead} maxLength={LIMITS.quoteSubhead} label="Subheading" />
        <EditableText
          as="p"
          className="qo"
          path={['sections', section.id, 'subordinate']}
          value={section.subordinate}
          maxLength={LIMITS.quoteSubordinate}
          label="More words"
        />
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
        <EditableText as="h2" id={frame.headingId} path={['sections', section.id, 'heading']} value={section.heading} maxLength={LIMITS.sectionHeading} label="Heading" />
        <EditableText as="p" className="ibt" path={['sections', section.id, 'text']} value={section.text} maxLength={LIMITS.imageBannerText} label="Banner text" />
        <div className="acts">
          <SiteButton link={section.button} />
        </div>
      </div>
    </section>
  );
}
