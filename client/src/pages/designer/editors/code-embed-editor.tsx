import { LIMITS, type CodeEmbedSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { TextArea, TextField } from './text-fields';

/** Code Embed: heading and the pasted HTML, which published pages run sandboxed. */
export function CodeEmbedEditor({ section, edit }: SectionPanelProps<CodeEmbedSection>) {
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <TextArea
        label="Code"
        hint="HTML to embed, such as a widget's snippet. It runs in a sandbox on the published page."
        rows={10}
        monospace
        spellCheck={false}
        value={section.code}
        maxLength={LIMITS.embedCode}
        onChange={(text) => edit.set(['code'], text)}
      />
    </>
  );
}
