// A row of the designer's Sections list, drawn the same with or without its drag and drop.
import type { CSSProperties, HTMLAttributes } from 'react';
import { whyDisabled } from '../live/read-only-reason';
import { SECTION_DEFINITION_BY_TYPE, canAddSection, canRemoveSection, isPinned, type Section } from '@frontdoor/shared';
import type { WatchedEditor } from '../live/use-whereabouts';

export interface SectionActions {
  select(id: string): void;
  move(id: string, toIndex: number): void;
  remove(section: Section): void;
  duplicate(id: string): void;
}

const Glyph = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);
const UP = 'M12 19V5M6 11l6-6 6 6';
const DOWN = 'M12 5v14M6 13l6 6 6-6';
const COPY = 'M9 9h10v10H9zM5 15V5h10';
const REMOVE = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';

const titleOf = (section: Section) => SECTION_DEFINITION_BY_TYPE[section.type].title;

export type SectionsListProps = {
  sections: Section[];
  selectedId: string | null;
  editable: boolean;
  actions: SectionActions;
  /** Where the editor works, marked for a watcher (issue 37). */
  watched?: WatchedEditor | null;
};

/** A row's props, but for its drag and drop. */
export function rowProps({ sections, selectedId, editable, actions, watched = null }: SectionsListProps, section: Section, index: number) {
  return {
    section,
    index,
    count: sections.length,
    selected: section.id === selectedId,
    editable,
    canDuplicate: canAddSection(sections, section.type) && !isPinned(section.type),
    actions,
    editor: watched?.sectionId === section.id ? watched : null,
  };
}

/** A row's part in drag and drop (sortable-sections), or null before it is loaded. */
export type RowDrag = {
  setNodeRef: (node: HTMLElement | null) => void;
  handle: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
  isDragging: boolean;
};

export function SectionRow({
  section,
  index,
  count,
  selected,
  editable,
  canDuplicate,
  actions,
  editor,
  drag,
}: {
  section: Section;
  index: number;
  count: number;
  selected: boolean;
  editable: boolean;
  canDuplicate: boolean;
  actions: SectionActions;
  editor: WatchedEditor | null;
  drag: RowDrag | null;
}) {
  const fixed = isPinned(section.type);
  const isDragging = drag?.isDragging ?? false;
  const title = titleOf(section);
  return (
    <li
      ref={drag?.setNodeRef}
      className={`sections-list__row${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${editor ? ' has-editor' : ''}`}
      style={{ ...drag?.style, ...(editor ? { '--presence': editor.colour } : {}) }}
    >
      {!fixed ? (
        <button type="button" className="sections-list__handle" aria-label={`Drag ${title}`} disabled={!editable} {...drag?.handle}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zm-4 6h2v2H9zm4 0h2v2h-2z" />
          </svg>
        </button>
      ) : (
        <span className="sections-list__handle" aria-hidden="true" />
      )}
      <button type="button" className="sections-list__name" data-section-id={section.id} aria-current={selected || undefined} onClick={() => actions.select(section.id)}>
        {title}
      </button>
      {editor && (
        <span className="sections-list__editor" title={`${editor.name} is editing ${title}`}>
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />
          </svg>
          <span className="sections-list__editor-name">{editor.name}</span>
          <span className="visually-hidden"> is editing</span>
        </span>
      )}
      {!fixed && (
        <span className="sections-list__tools">
          <ToolButton label={`Move ${title} up`} glyph={UP} editable={editable} disabled={!editable || index <= 1} onClick={() => actions.move(section.id, index - 1)} />
          <ToolButton
            label={`Move ${title} down`}
            glyph={DOWN}
            editable={editable}
            disabled={!editable || index >= count - 2}
            onClick={() => actions.move(section.id, index + 1)}
          />
          <ToolButton label={`Duplicate ${title}`} glyph={COPY} editable={editable} disabled={!editable || !canDuplicate} onClick={() => actions.duplicate(section.id)} />
          <ToolButton
            label={`Remove ${title}`}
            glyph={REMOVE}
            editable={editable}
            disabled={!editable || !canRemoveSection(section.type)}
            onClick={() => actions.remove(section)}
          />
        </span>
      )}
    </li>
  );
}

/** One of a section row's icon buttons (move, duplicate, remove), named for screen readers. */
function ToolButton({ label, glyph, disabled, editable, onClick }: { label: string; glyph: string; disabled: boolean; editable: boolean; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} disabled={disabled} aria-describedby={whyDisabled(editable)} onClick={onClick}>
      <Glyph d={glyph} />
    </button>
  );
}
