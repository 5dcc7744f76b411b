import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isPinned, type Section } from '@frontdoor/shared';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from './drag-announcements';
import { rowProps, SectionRow, type SectionsListProps } from './section-row';

/** The sections list with its drag and drop (dnd-kit), loaded by sections-list when it can be edited. */
export function SortableSections(props: SectionsListProps) {
  const { sections, actions } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const movable = sections.filter((section) => !isPinned(section.type));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.move(
      String(active.id),
      sections.findIndex((section) => section.id === over.id),
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: dragAnnouncements(sections), screenReaderInstructions: DRAG_INSTRUCTIONS }}
    >
      <SortableContext items={movable.map((section) => section.id)} strategy={verticalListSortingStrategy}>
        <ol className="sections-list" aria-label="Sections">
          {sections.map((section, index) => (
            <SortableRow key={section.id} list={props} section={section} index={index} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ list, section, index }: { list: SectionsListProps; section: Section; index: number }) {
  const fixed = isPinned(section.type);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: section.id, disabled: fixed || !list.editable });
  const drag = { setNodeRef, handle: { ...attributes, ...listeners }, style: { transform: CSS.Transform.toString(transform), transition }, isDragging };
  return <SectionRow {...rowProps(list, section, index)} drag={drag} />;
}
