import { galleryLayoutSchema, LIMITS, type GalleryItem, type GallerySection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { SelectField } from './choice-fields';
import { newGalleryImage } from './gallery-artwork';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { plain } from './plain';
import { SectionImageField, themeFrame } from './section-image-field';
import { TextField } from './text-fields';

/**
 * Gallery: heading, layout and up to 10 pictures with captions. A new item starts with drawn
 * artwork in the site's style; its image field replaces it from the image selection modal.
 */
export function GalleryEditor({ section, document, edit }: SectionPanelProps<GallerySection>) {
  const create = (id: string): GalleryItem => ({ id, image: newGalleryImage(document, id), caption: '' });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <SelectField
        label="Layout"
        value={section.layout}
        options={galleryLayoutSchema.options.map((layout) => ({ value: layout, label: layout }))}
        onChange={(layout) => edit.set(['layout'], layout)}
      />
      <ItemList
        label="Images"
        noun="image"
        nounPlural="images"
        entries={idEntries(section.items)}
        max={LIMITS.galleryItems}
        operations={idListOperations(edit, ['items'], { count: section.items.length, max: LIMITS.galleryItems, create: (id) => plain(create(id)) })}
        itemTitle={(item) => item.caption ?? ''}
        renderItem={(item, index) => (
          <>
            <SectionImageField
              path={['items', item.id, 'image']}
              image={item.image}
              slotName={`gallery image ${index + 1}`}
              removable={false}
              orientation="squarish"
              shape={themeFrame(document.theme.imageFrame)}
            />
            <TextField
              label="Caption"
              value={item.caption ?? ''}
              maxLength={LIMITS.galleryCaption}
              // The caption is optional: an emptied one is removed rather than kept as ''.
              onChange={(text) => edit.set(['items', item.id, 'caption'], text === '' ? undefined : text)}
            />
          </>
        )}
      />
    </>
  );
}
