import type { CSSProperties } from 'react';
import type { IntroductionSection } from '@frontdoor/shared';
import { SiteImage } from '../site-image';
import { SiteLink } from '../site-link';

/**
 * The opening section. With an Image background the picture fills the section and a wash of
 * the background colour (overlayOpacity) keeps the text readable; with ColorFill the picture,
 * if any, sits beside the text.
 */
export function IntroductionView({ section }: { section: IntroductionSection }) {
  const text = (
    <div className="ws-intro__text">
      <h2 className="ws-intro__title">{section.heading}</h2>
      {section.body && <p className="ws-intro__body">{section.body}</p>}
      {section.button && (
        <div className="ws-intro__actions">
          <SiteLink link={section.button} variant="button" />
        </div>
      )}
    </div>
  );
  if (section.backgroundType === 'Image' && section.image) {
    return (
      <div className="ws-intro ws-intro--image" style={{ '--overlay': section.overlayOpacity } as CSSProperties}>
        <SiteImage image={section.image} sizes="100vw" className="ws-intro__background" eager decorative />
        <div className="ws-intro__overlay" aria-hidden="true" />
        <div className="ws-container ws-intro__inner">{text}</div>
      </div>
    );
  }
  return (
    <div className={`ws-intro ${section.image ? 'ws-intro--split' : 'ws-intro--plain'}`}>
      <div className="ws-container ws-intro__inner">
        {text}
        {section.image && (
          <div className="ws-intro__figure">
            <SiteImage image={section.image} sizes="(min-width: 992px) 560px, 100vw" eager />
          </div>
        )}
      </div>
    </div>
  );
}
