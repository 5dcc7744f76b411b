import { LIMITS, type QuoteBannerSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { TextArea } from './text-fields';

/** Text Banner (QuoteBanner): the quote, a subheading and smaller supporting text. */
export function QuoteBannerEditor({ section, edit }: SectionPanelProps<QuoteBannerSection>) {
  return (
    <>
      <TextArea
        label="Primary"
        hint="The quote, in large type."
        rows={2}
        value={section.primary}
        maxLength={LIMITS.quotePrimary}
        onChange={(text) => edit.set(['primary'], text)}
      />
      <TextArea label="Subhead" rows={2} value={section.subhead} maxLength={LIMITS.quoteSubhead} onChange={(text) => edit.set(['subhead'], text)} />
      <TextArea
        label="Subordinate"
        hint="Smaller text under the quote."
        value={section.subordinate}
        maxLength={LIMITS.quoteSubordinate}
        rewritePurpose="Supporting text of a quote banner"
        onChange={(text) => edit.set(['subordinate'], text)}
      />
    </>
  );
}
