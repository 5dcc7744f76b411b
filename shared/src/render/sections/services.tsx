import type { ServicesSection } from '../../site/sections/services.js';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import { imageUrl, mediaClass, SiteImage } from '../site-image.js';
import { SiteButton } from '../site-link.js';
import { hasText, Placeholder, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

const CARD_SIZES = '(min-width: 992px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * Services as cards: picture, name, price, description and an optional button. A price the
 * generator wrote (samplePricing) reads as an example, with a label before it, until the owner
 * edits it.
 */
export function ServicesView({ section, frame }: { section: ServicesSection; frame: SectionFrame }) {
  const { mode, texts } = useSite();
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {section.items.length === 0 && mode === 'preview' && <Placeholder>Add your services</Placeholder>}
        <ul className="cards svc">
          {section.items.map((item) => (
            <li key={item.id} className="card">
              {item.image && imageUrl(item.image) && (
                <div className={mediaClass(item.image)}>
                  <SiteImage image={item.image} sizes={CARD_SIZES} />
                </div>
              )}
              <div className="cb">
                <EditableText
                  as="h3"
                  path={['sections', section.id, 'items', item.id, 'heading']}
                  value={item.heading}
                  maxLength={LIMITS.serviceHeading}
                  label="Service name"
                />
                {item.samplePricing && hasText(item.pricing) && <p className="xp">{texts.examplePrice}</p>}
                <EditableText
                  as="p"
                  className="price"
                  path={['sections', section.id, 'items', item.id, 'pricing']}
                  value={item.pricing}
                  maxLength={LIMITS.servicePricing}
                  label="Price"
                />
                <EditableText
                  as="p"
                  className="mu"
                  path={['sections', section.id, 'items', item.id, 'paragraph']}
                  value={item.paragraph}
                  maxLength={LIMITS.serviceBody}
                  label="Description"
                />
                <SiteButton link={item.button} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
