import { LIMITS, type FaqItem, type FrequentlyAskedQuestionsSection } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { OptionalLinkField } from './optional-link-field';
import { plain } from './plain';
import { sampleBadge, SampleNote } from './sample-note';
import { TextArea, TextField } from './text-fields';

/**
 * FAQ: heading and up to 12 questions, each with its answer and an optional button. A generated
 * answer that says more than the owner told us is a sample (issue 36) and says so; it becomes real
 * when the owner rewrites the answer, so 'Rewrite with AI' is not offered on it.
 */
export function FaqEditor({ section, edit }: SectionPanelProps<FrequentlyAskedQuestionsSection>) {
  const create = (id: string): FaqItem => ({ id, question: '', answer: '' });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <ItemList
        label="Questions"
        noun="question"
        nounPlural="questions"
        entries={idEntries(section.items)}
        max={LIMITS.faqItems}
        operations={idListOperations(edit, ['items'], { count: section.items.length, max: LIMITS.faqItems, create: (id) => plain(create(id)) })}
        itemTitle={(item) => item.question}
        badge={sampleBadge}
        renderItem={(item) => {
          const at = (field: string) => ['items', item.id, field];
          return (
            <>
              {item.sample && <SampleNote kind="question" />}
              <TextArea label="Question" rows={2} value={item.question} maxLength={LIMITS.faqQuestion} onChange={(text) => edit.set(at('question'), text)} />
              <TextArea
                label="Answer"
                rows={5}
                value={item.answer}
                maxLength={LIMITS.faqAnswer}
                rewritePurpose={item.sample ? undefined : 'Answer to a frequently asked question'}
                onChange={(text) => edit.set(at('answer'), text)}
              />
              <OptionalLinkField link={item.button} onChange={(button) => edit.set(at('button'), button && plain(button))} />
            </>
          );
        }}
      />
    </>
  );
}
