import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OperationResult } from '@frontdoor/shared';
import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './editor-icons';
import { RemoveItemDialog } from './remove-item-dialog';

type Props = {
  entryKey: string;
  index: number;
  count: number;
  /** 'review': with the position it names the controls ('Move review 2 up'). */
  noun: string;
  /** The summary shown on the disclosure button ('Review 2' when the entry has none). */
  title: string;
  /** The entry's own title, quoted in the remove confirmation; empty when it has none. */
  quote: string;
  badge?: string | null;
  expanded: boolean;
  editable: boolean;
  canRemove: boolean;
  onToggle: () => void;
  onMove: (toIndex: number) => void;
  onRemove: () => OperationResult;
  children: ReactNode;
};

/**
 * One entry of an ItemList: a drag handle (pointer, or space and the arrow keys), a disclosure
 * button with the entry's title, Move up / Move down and Remove; the fields below when expanded.
 */
export function SortableItem({ entryKey, index, count, noun, title, quote, badge, expanded, editable, canRemove, onToggle, onMove, onRemove, children }: Props) {
  const bodyId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entryKey,
    disabled: !editable,
  });
  const name = `${noun} ${index + 1}`;

  return (
    <li
      ref={setNodeRef}
      className={`item-list__item${isDragging ? ' item-list__item--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-key={entryKey}
    >
      <div className="item-list__head">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="item-list__icon-button item-list__handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
          disabled={!editable}
          data-action="handle"
        >
          <GripIcon />
        </button>
        <button
          type="button"
          className="item-list__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          onClick={onToggle}
          data-action="toggle"
        >
          <ChevronDownIcon className="item-list__chevron" width={18} height={18} />
          <span className="item-list__title">{title}</span>
        </button>
        {badge && <span className="item-list__badge">{badge}</span>}
        <button
          type="button"
          className="item-list__icon-button"
          aria-label={`Move ${name} up`}
          disabled={!editable || index === 0}
          onClick={() => onMove(index - 1)}
          data-action="up"
        >
          <ArrowUpIcon />
        </button>
        <button
          type="button"
          className="item-list__icon-button"
          aria-label={`Move ${name} down`}
          disabled={!editable || index === count - 1}
          onClick={() => onMove(index + 1)}
          data-action="down"
        >
          <ArrowDownIcon />
        </button>
        {canRemove ? (
          <RemoveItemDialog name={name} title={quote} disabled={!editable} onConfirm={onRemove} />
        ) : (
          // Keeps the move buttons of every entry in one column.
          <span className="item-list__icon-spacer" aria-hidden="true" />
        )}
      </div>
      {expanded && (
        <div id={bodyId} className="item-list__body" data-item-body="">
          {children}
        </div>
      )}
    </li>
  );
}
