/**
 * What the designer says next to generated sample content (issues 24 and 36): the entry is a
 * placeholder the published page leaves out, and what the owner writes to make it theirs. There is
 * no "this is real" control: only the owner's own words (the quote, the bio, the answer) make an
 * entry real, which the document's setField decides (sampleStaysAfterEdit).
 */
const NOTES = {
  review: {
    title: 'Sample review — a placeholder, not a real one.',
    text: "Replace the quote with a real customer's words to publish this review. Until then it is left out of your published page.",
  },
  'team member': {
    title: 'Sample team member — a placeholder.',
    text: 'Replace the description with a few words about a real person on your team to publish them. Until then they are left out of your published page.',
  },
  question: {
    title: 'Sample answer — written for you, check it is true.',
    text: 'Rewrite the answer in your own words to publish this question. Until then it is left out of your published page.',
  },
} as const;

export function SampleNote({ kind }: { kind: keyof typeof NOTES }) {
  const { title, text } = NOTES[kind];
  return (
    <div className="sample-note">
      <p className="sample-note__text">
        <strong>{title}</strong> {text}
      </p>
    </div>
  );
}

/** The collapsed entry's badge for a sample. */
export const sampleBadge = (item: { sample?: boolean }): string | null => (item.sample ? 'Sample' : null);
