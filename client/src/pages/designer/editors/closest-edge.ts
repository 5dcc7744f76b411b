import type { CollisionDescriptor, CollisionDetection } from '@dnd-kit/core';

/**
 * Collision detection for lists whose entries differ a lot in height (an expanded entry next to
 * collapsed ones). closestCenter and closestCorners compare the dragged entry's centre or
 * corners, so a tall entry stays closest to its own place and never moves, with the keyboard
 * least of all. Here the entry goes where its top edge meets another entry's top, or its bottom
 * edge that entry's bottom: moving up aligns tops, moving down bottoms, which is exactly where
 * sortableKeyboardCoordinates puts it, and a pointer drag swaps past half the neighbour.
 */
export const closestEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const collisions: CollisionDescriptor[] = [];
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const value = Math.min(Math.abs(rect.top - collisionRect.top), Math.abs(rect.bottom - collisionRect.bottom));
    collisions.push({ id: container.id, data: { droppableContainer: container, value } });
  }
  return collisions.sort((a, b) => (a.data?.value as number) - (b.data?.value as number));
};
