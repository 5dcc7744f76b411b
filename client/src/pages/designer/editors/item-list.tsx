import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { OperationResult } from '@frontdoor/shared';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PlusIcon } from '../../../components/icons';
import { closestEdge } from './closest-edge';
import { useEditable } from './editor-context';
import type { ListEntry, ListOperations } from './list-operations';
import { SortableItem } from './sortable-item';

type Props<T> = {
  /** The list's heading, e.g. 'Reviews' (shown as 'Reviews 3 / 6'). */
  label: string;
  /** One entry, lower case: 'review' gives 'Add review', 'Remove review 2', 'Move review 2 up'. */
  noun: string;
  /** Several entries, lower case: 'Maximum of 6 reviews reached'. */
  nounPlural: string;
  entries: readonly ListEntry<T>[];
  max: number;
  operations: ListOperations;
  /** The summary of a collapsed entry; falls back to 'Review 2' when empty. */
  itemTitle: (value: T) => string;
  /** Entries that must stay (the contact form's name, email and message fields). */
  canRemove?: (value: T) => boolean;
  badge?: (value: T) => string | null;
  renderItem: (value: T, index: number) => ReactNode;
};

/** Where focus goes once the list has rendered a change, and when that change has arrived. */
type FocusRequest = { key: string; target: 'first-field' | 'toggle' | 'up' | 'down' | 'add'; ready: (keys: string[]) => boolean };

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An editable list of a section (reviews, services, questions…): add up to `max`, remove with
 * a confirmation, reorder by dragging (pointer, or space and arrow keys) or with Move up / Move
 * down, and each entry collapsible under its title.
 */
export function ItemList<T>({ label, noun, nounPlural, entries, max, operations, itemTitle, canRemove, badge, renderItem }: Props<T>) {
  const editable = useEditable();
  const headingId = useId();
  const limitId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);
  const keys = entries.map((entry) => entry.key);
  const atMax = entries.length >= max;

  const titleOf = (key: UniqueIdentifier): string => {
    const index = keys.indexOf(String(key));
    const entry = entries[index];
    const title = entry ? itemTitle(entry.value).trim() : '';
    return title || `${capitalize(noun)} ${index + 1}`;
  };
  const positionOf = (key: UniqueIdentifier | undefined) => `position ${keys.indexOf(String(key)) + 1} of ${keys.length}`;

  // Focus follows the entry the person acted on, once the document shows the change: moved and
  // re-rendered entries would otherwise drop it, and a removed one takes it away with it.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    const root = rootRef.current;
    if (!request || !root || !request.ready(keys)) return;
    focusRequest.current = null;
    if (request.target === 'add') {
      root.querySelector<HTMLElement>('[data-action="add"]')?.focus();
      return;
    }
    const item = root.querySelector(`[data-item-key="${CSS.escape(request.key)}"]`);
    if (!item) return;
    const find = (selector: string) => item.querySelector<HTMLElement>(selector);
    const enabled = (action: string) => find(`[data-action="${action}"]:not(:disabled)`);
    const target =
      request.target === 'first-field'
        ? find('[data-item-body] :is(input, textarea, select):not(:disabled)')
        : request.target === 'up' || request.target === 'down'
          ? (enabled(request.target) ?? enabled(request.target === 'up' ? 'down' : 'up'))
          : null;
    (target ?? find('[data-action="toggle"]'))?.focus();
  });

  const report = (result: OperationResult, done: string | null): boolean => {
    setError(result.ok ? null : result.reason);
    if (result.ok && done) setAnnouncement(done);
    return result.ok;
  };

  const add = () => {
    const { result, key } = operations.add();
    if (!report(result, `${capitalize(noun)} added.`) || !key) return;
    setExpanded((current) => new Set(current).add(key));
    focusRequest.current = { key, target: 'first-field', ready: (now) => now.includes(key) };
  };

  const move = (key: string, toIndex: number, via: 'up' | 'down' | null) => {
    const title = titleOf(key);
    // A drag is announced by dnd-kit itself; the buttons are announced here.
    const done = via ? `${title} moved to position ${toIndex + 1} of ${keys.length}.` : null;
    if (!report(operations.move(key, toIndex), done)) return;
    if (via) focusRequest.current = { key, target: via, ready: (now) => now.indexOf(key) === toIndex };
  };

  const remove = (key: string): OperationResult => {
    const title = titleOf(key);
    const index = keys.indexOf(key);
    const result = operations.remove(key);
    if (!report(result, `${title} removed.`)) return result;
    const neighbour = keys[index + 1] ?? keys[index - 1];
    const gone = (now: string[]) => !now.includes(key);
    focusRequest.current = neighbour ? { key: neighbour, target: 'toggle', ready: gone } : { key, target: 'add', ready: gone };
    return result;
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(String(active.id), keys.indexOf(String(over.id)), null);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${positionOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${titleOf(active.id)} is back at ${positionOf(active.id)}.`,
  };

  return (
    <div className="item-list" ref={rootRef}>
      <h3 id={headingId} className="item-list__heading">
        {label}{' '}
        <span className="item-list__count">
          {entries.length} / {max}
        </span>
      </h3>
      {entries.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestEdge}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: 'To reorder, press space to pick up the item, use the arrow keys to move it, then space to drop it or escape to cancel.',
            },
          }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={!editable}>
            <ul className="item-list__items" aria-labelledby={headingId}>
              {entries.map((entry, index) => (
                <SortableItem
                  key={entry.key}
                  entryKey={entry.key}
                  index={index}
                  count={entries.length}
                  noun={noun}
                  title={titleOf(entry.key)}
                  quote={itemTitle(entry.value).trim()}
                  badge={badge?.(entry.value)}
                  expanded={expanded.has(entry.key)}
                  editable={editable}
                  canRemove={canRemove ? canRemove(entry.value) : true}
                  onToggle={() =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (!next.delete(entry.key)) next.add(entry.key);
                      return next;
                    })
                  }
                  onMove={(toIndex) => move(entry.key, toIndex, toIndex < index ? 'up' : 'down')}
                  onRemove={() => remove(entry.key)}
                >
                  {renderItem(entry.value, index)}
                </SortableItem>
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <div className="item-list__footer">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!editable || atMax}
          aria-describedby={atMax ? limitId : undefined}
          onClick={add}
          data-action="add"
        >
          <PlusIcon width={18} height={18} />
          Add {noun}
        </button>
        {atMax && (
          <p id={limitId} className="field-hint">
            Maximum of {max} {nounPlural} reached
          </p>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
