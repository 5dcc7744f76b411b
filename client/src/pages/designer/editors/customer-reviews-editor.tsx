import { LIMITS, type CustomerReviewsSection, type Review } from '@frontdoor/shared';
import type { SectionPanelProps } from '../editing/section-editor';
import { ItemList } from './item-list';
import { idEntries, idListOperations } from './list-operations';
import { plain } from './plain';
import { sampleBadge, SampleNote } from './sample-note';
import { TextArea, TextField } from './text-fields';

/**
 * Reviews: heading and up to 6 reviews with paragraph, author name and author location. A
 * generated sample review is a placeholder and says so; it becomes real only when its quote is
 * replaced (issue 36), so 'Rewrite with AI' is not offered on a placeholder quote.
 */
export function CustomerReviewsEditor({ section, edit }: SectionPanelProps<CustomerReviewsSection>) {
  const create = (id: string): Review => ({ id, paragraph: '', authorName: '', authorLocation: '' });
  return (
    <>
      <TextField label="Heading" value={section.heading} maxLength={LIMITS.sectionHeading} onChange={(text) => edit.set(['heading'], text)} />
      <ItemList
        label="Reviews"
        noun="review"
        nounPlural="reviews"
        entries={idEntries(section.reviews)}
        max={LIMITS.reviews}
        operations={idListOperations(edit, ['reviews'], { count: section.reviews.length, max: LIMITS.reviews, create: (id) => plain(create(id)) })}
        itemTitle={(review) => review.authorName}
        badge={sampleBadge}
        renderItem={(review) => {
          const at = (field: string) => ['reviews', review.id, field];
          return (
            <>
              {review.sample && <SampleNote kind="review" />}
              <TextArea
                label="Paragraph"
                value={review.paragraph}
                maxLength={LIMITS.reviewParagraph}
                rewritePurpose={review.sample ? undefined : 'Customer review'}
                onChange={(text) => edit.set(at('paragraph'), text)}
              />
              <TextField label="Author name" value={review.authorName} maxLength={LIMITS.reviewAuthor} onChange={(text) => edit.set(at('authorName'), text)} />
              <TextField
                label="Author location"
                value={review.authorLocation}
                maxLength={LIMITS.reviewLocation}
                onChange={(text) => edit.set(at('authorLocation'), text)}
              />
            </>
          );
        }}
      />
    </>
  );
}
