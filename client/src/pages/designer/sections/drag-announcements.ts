import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { SECTION_DEFINITION_BY_TYPE, type Section } from '@frontdoor/shared';

/** What a screen reader hears when a section row's handle is focused (dnd-kit's instructions). */
export const DRAG_INSTRUCTIONS = {
  draggable: 'To move this section, press Space. Then use the up and down arrow keys, and press Space again to drop it, or Escape to put it back.',
};

/**
 * What a screen reader hears while a section is dragged (issue 26): the section by its name and
 * its place on the page, never its id.
 */
export function dragAnnouncements(sections: readonly Section[]): Announcements {
  const at = (id: UniqueIdentifier | undefined) => sections.findIndex((section) => section.id === id);
  const name = (id: UniqueIdentifier) => {
    const index = at(id);
    return index >= 0 ? SECTION_DEFINITION_BY_TYPE[sections[index].type].title : 'The section';
  };
  const place = (id: UniqueIdentifier | undefined) => `position ${at(id) + 1} of ${sections.length}`;
  const pickedUp = (id: UniqueIdentifier) => `Picked up ${name(id)}, at ${place(id)}.`;
  return {
    onDragStart: ({ active }) => pickedUp(active.id),
    // dnd-kit reports the section over its own place right after the start: that is still the pick-up.
    onDragOver: ({ active, over }) =>
      !over
        ? `${name(active.id)} is no longer over a place in the list.`
        : over.id === active.id
          ? pickedUp(active.id)
          : `${name(active.id)} moved to ${place(over.id)}.`,
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped; it stays where it was.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled; it is back at ${place(active.id)}.`,
  };
}
