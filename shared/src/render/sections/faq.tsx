import type { FrequentlyAskedQuestionsSection } from '../../site/sections/frequently-asked-questions.js';
import { LIMITS } from '../../site/limits.js';
import { useSite } from '../context.js';
import { EditableText } from '../editable-text.js';
import { SiteButton } from '../site-link.js';
import { Placeholder, SampleBadge, SectionHeading, SectionShell, type SectionFrame } from './frame.js';

/**
 * Questions that open to their answers with native disclosure elements (no script). A sample
 * answer (issue 36) wears a 'Sample' badge by its question in the designer; published pages leave
 * samples out (see withoutSamples).
 */
export function FaqView({ section, frame }: { section: FrequentlyAskedQuestionsSection; frame: SectionFrame }) {
  const { mode } = useSite();
  return (
    <SectionShell frame={frame} heading={section.heading}>
      <div className="w nar">
        <SectionHeading frame={frame} text={section.heading} sectionId={section.id} />
        {section.items.length === 0 && mode === 'preview' && <Placeholder>Add questions and answers</Placeholder>}
        <div className="faq">
          {section.items.map((item) => (
            <details key={item.id}>
              <summary>
                {item.sample ? (
                  <span>
                    <SampleBadge />
                    {item.question}
                  </span>
                ) : (
                  item.question
                )}
              </summary>
              <div className="ans">
                <EditableText as="p" path={['sections', section.id, 'items', item.id, 'answer']} value={item.answer} maxLength={LIMITS.faqAnswer} label="Answer" />
                <SiteButton link={item.button} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}
