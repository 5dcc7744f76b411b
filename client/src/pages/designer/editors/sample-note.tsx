import { useRef } from 'react';
import { useEditable } from './editor-context';

/**
 * Generated sample content in a list entry (issue 24): says the entry is an example that the
 * published page leaves out, and lets the owner confirm it is true. Editing any of its fields
 * confirms it too (the document's setField does that).
 */
export function SampleNote({ noun, onConfirm }: { noun: 'review' | 'team member'; onConfirm: () => void }) {
  const editable = useEditable();
  const ref = useRef<HTMLDivElement>(null);
  const confirm = () => {
    // The note (and its button) goes once the item is confirmed: focus moves on to its first field.
    const next = ref.current?.closest('[data-item-body]')?.querySelector<HTMLElement>('input, textarea');
    onConfirm();
    next?.focus();
  };
  return (
    <div className="sample-note" ref={ref}>
      <p className="sample-note__text">
        <strong>Sample — replace with a real {noun}.</strong> It is left out of your published page until you edit it or confirm it.
      </p>
      <button type="button" className="button button--secondary button--small" disabled={!editable} onClick={confirm}>
        This is a real {noun}
      </button>
    </div>
  );
}

/** The collapsed entry's badge for a sample. */
export const sampleBadge = (item: { sample?: boolean }): string | null => (item.sample ? 'Sample' : null);
