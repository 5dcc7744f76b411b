import type { IntroductionSection } from '../../site/sections/introduction.js';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import { needsCropFrame } from '../image-effects.js';
import { imageUrl, mediaClass, SiteImage } from '../site-image.js';
import { SiteButton } from '../site-link.js';
import { hasText, type SectionFrame } from './frame.js';

const FIGURE_SIZES = '(min-width: 769px) 50vw, 100vw';

/**
 * The hero: the page's one h1. With an Image background the picture fills the section under a
 * wash of the page colour (overlayOpacity); with ColorFill a picture, if any, sits beside the
 * text (left or right by the theme's image alignment), on the preset's backdrop. Without a
 * picture (`plain`) the text stands on the preset's pattern. Its picture is the page's main one,
 * so it loads first. A cropped picture beside the text sits in a frame that
 * clips it (`.crop`).
 */
export function IntroductionView({ section, frame }: { section: IntroductionSection; frame: SectionFrame }) {
  const { document } = useSite();
  const image = section.image && imageUrl(section.image) ? section.image : undefined;
  const alignment = document.theme.imageAlignment;
  const layout = image && section.backgroundType === 'Image' ? 'cover' : image ? `split${alignment === 'Left' ? ' left' : alignment === 'Top' ? ' top' : ''}` : 'plain';
  return (
    <section id={frame.anchor} className={`intro ${layout} x${frame.index}`} aria-labelledby={hasText(section.heading) ? frame.headingId : undefined}>
      {layout === 'cover' && image && (
        <>
          <SiteImage image={image} sizes="100vw" priority className="bgi" />
          <div className="ov" />
        </>
      )}
      <div className="w in">
        <div className="tx">
          <EditableText as="h1" id={frame.headingId} path={['sections', section.id, 'heading']} value={section.heading} maxLength={LIMITS.introHeading} label="Heading" />
          <EditableText as="p" className="lead" path={['sections', section.id, 'body']} value={section.body} maxLength={LIMITS.introBody} label="Body" />
          <div className="acts">
            <SiteButton link={section.button} className="l" />
          </div>
        </div>
        {layout !== 'cover' && image && (
          <div className="fig df">
            {needsCropFrame(image) ? (
              <div className={mediaClass(image, 'crop')}>
                <SiteImage image={image} sizes={FIGURE_SIZES} priority />
              </div>
            ) : (
              <SiteImage image={image} sizes={FIGURE_SIZES} priority />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
