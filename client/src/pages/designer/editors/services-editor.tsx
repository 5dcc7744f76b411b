import { LIMITS, type ServiceItem, type ServicesSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { ServiceBookingFields } from './booking-fields';
import { OwnerOnly } from './owner-only';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { OptionalLinkField } from './optional-link-field';
import { plain } from './plain';
import { SectionImageField, themeFrame } from './section-image-field';
import { TextArea, TextField } from './text-fields';

/** Services: heading and up to 12 services, each with a picture, heading, pricing, paragraph and an optional button. */
export function ServicesEditor({ section, document, edit }: SectionPanelProps<ServicesSection>) {
  const create = (id: string): ServiceItem => ({ id, heading: '', paragraph: '', pricing: '' });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <ItemList
        label="Services"
        noun="service"
        nounPlural="services"
        entries={idEntries(section.items)}
        max={LIMITS.services}
        operations={idListOperations(edit, ['items'], { count: section.items.length, max: LIMITS.services, create: (id) => plain(create(id)) })}
        itemTitle={(item) => item.heading}
        renderItem={(item, index) => {
          const at = (field: string) => ['items', item.id, field];
          return (
            <>
              <SectionImageField path={at('image')} image={item.image} slotName={`service ${index + 1}`} shape={themeFrame(document.theme.imageFrame)} />
              <TextField label="Heading" value={item.heading} maxLength={LIMITS.serviceHeading} onChange={(text) => edit.set(at('heading'), text)} />
              <TextField
                label="Pricing"
                value={item.pricing}
                maxLength={LIMITS.servicePricing}
                // A generated price is shown as an example until it is edited (issue 24).
                hint={item.samplePricing && item.pricing.trim() !== '' ? 'Sample price — edit it to set yours' : undefined}
                onChange={(text) => edit.set(at('pricing'), text)}
              />
              <TextArea
                label="Paragraph"
                value={item.paragraph}
                maxLength={LIMITS.serviceBody}
                rewritePurpose="Description of a service"
                onChange={(text) => edit.set(at('paragraph'), text)}
              />
              <OptionalLinkField link={item.button} onChange={(button) => edit.set(at('button'), button && plain(button))} />
              <OwnerOnly>{(owner) => <ServiceBookingFields booking={item.booking} path={at('booking')} edit={owner} />}</OwnerOnly>
            </>
          );
        }}
      />
    </>
  );
}
