import { LIMITS, type IntroductionSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { OverlayOpacityField, SelectField } from './choice-fields';
import { OptionalLinkField } from './optional-link-field';
import { plain } from './plain';
import { SectionImageField, themeFrame } from './section-image-field';
import { TextArea } from './text-fields';

const BACKGROUNDS = [
  { value: 'ColorFill', label: 'Solid colour' },
  { value: 'Image', label: 'Image' },
] as const;

/** Introduction: heading, body, button, background type, its picture and the overlay over an image background. */
export function IntroductionEditor({ section, document, edit }: SectionPanelProps<IntroductionSection>) {
  return (
    <>
      <TextArea label="Heading" rows={2} value={section.heading} maxLength={LIMITS.introHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextArea
        label="Body"
        value={section.body}
        maxLength={LIMITS.introBody}
        rewritePurpose="Introduction of the business"
        onChange={(text) => edit.set(['body'], text)}
      />
      <OptionalLinkField link={section.button} onChange={(button) => edit.set(['button'], button && plain(button))} />
      <SelectField label="Background" value={section.backgroundType} options={BACKGROUNDS} onChange={(type) => edit.set(['backgroundType'], type)} />
      <SectionImageField
        path={['image']}
        image={section.image}
        slotName="the introduction"
        // As a background the picture fills the section (about 16:9); beside the text it sits in a frame.
        shape={section.backgroundType === 'Image' ? { kind: 'fill', aspect: 16 / 9 } : themeFrame(document.theme.imageFrame)}
      />
      <OverlayOpacityField
        value={section.overlayOpacity}
        hint={section.backgroundType === 'Image' ? undefined : 'Used when the background is an image.'}
        onChange={(opacity) => edit.set(['overlayOpacity'], opacity)}
      />
    </>
  );
}
