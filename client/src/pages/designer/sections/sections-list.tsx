import { useEffect, useState } from 'react';
import { deferred } from '../../../components/ui/deferred';
import { rowProps, SectionRow, type SectionsListProps } from './section-row';

/** Drag and drop (dnd-kit), loaded once the list can be edited: the canvas's code comes first. */
const dragAndDrop = deferred(() => import('./sortable-sections'));

/**
 * The page's sections in order. Content sections reorder by drag, by keyboard (focus the handle,
 * Space, arrows, Space: dnd-kit's keyboard sensor) and by Move up/down; header and footer stay.
 * The list is drawn at once; its drag and drop joins it when it can be edited.
 */
export function SectionsList(props: SectionsListProps) {
  const [sortable, setSortable] = useState(dragAndDrop.loaded);
  useEffect(() => {
    if (props.editable && !sortable) void dragAndDrop.preload().then(setSortable, () => undefined);
  }, [props.editable, sortable]);
  if (sortable) return <sortable.SortableSections {...props} />;
  return (
    <ol className="sections-list" aria-label="Sections">
      {props.sections.map((section, index) => (
        <SectionRow key={section.id} {...rowProps(props, section, index)} drag={null} />
      ))}
    </ol>
  );
}
