import { LIMITS, type ImageBannerSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { OverlayOpacityField, RangeField } from './choice-fields';
import { OptionalLinkField } from './optional-link-field';
import { plain } from './plain';
import { SectionImageField } from './section-image-field';
import { TextArea, TextField } from './text-fields';

/** Image Banner: heading, a few words, its picture, height (160 to 640 px), overlay opacity and an optional button. */
export function ImageBannerEditor({ section, edit }: SectionPanelProps<ImageBannerSection>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextArea
        label="Text"
        hint="A few words under the heading."
        rows={3}
        value={section.text}
        maxLength={LIMITS.imageBannerText}
        rewritePurpose="A few words on an image banner, under its heading"
        onChange={(text) => edit.set(['text'], text)}
      />
      <SectionImageField path={['image']} image={section.image} slotName="the image banner" shape={{ kind: 'fill', aspect: 1200 / section.height }} />
      <RangeField
        label="Height"
        value={section.height}
        min={LIMITS.imageBannerHeightMin}
        max={LIMITS.imageBannerHeightMax}
        step={1}
        format={(height) => `${height} px`}
        onChange={(height) => edit.set(['height'], Math.round(height))}
      />
      <OverlayOpacityField value={section.overlayOpacity} onChange={(opacity) => edit.set(['overlayOpacity'], opacity)} />
      <OptionalLinkField link={section.button} onChange={(button) => edit.set(['button'], button && plain(button))} />
    </>
  );
}
