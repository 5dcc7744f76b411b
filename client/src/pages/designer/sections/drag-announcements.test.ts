import { createDefaultSiteDocument } from '@frontdoor/shared';
import type { Active, Over } from '@dnd-kit/core';
import { dragAnnouncements } from './drag-announcements';

// Issue 26 point 7: a screen reader hears a dragged section by its name and place, never its id.

const { sections } = createDefaultSiteDocument({ id: 'site', businessName: 'Harbor Dental', sectionTypes: ['Header', 'Introduction', 'Services', 'Contact', 'Footer'] });
const [, introduction, services, contact] = sections;
const active = { id: services.id } as Active;
const over = (id: string) => ({ id }) as Over;

it('names the section and its place at every step, and never its id', () => {
  const say = dragAnnouncements(sections);
  const heard = [
    say.onDragStart({ active }),
    say.onDragOver({ active, over: over(services.id) }),
    say.onDragOver({ active, over: over(introduction.id) }),
    say.onDragOver({ active, over: null }),
    say.onDragEnd({ active, over: over(introduction.id) }),
    say.onDragCancel({ active, over: over(contact.id) }),
  ];
  expect(heard).toEqual([
    'Picked up Services, at position 3 of 5.',
    'Picked up Services, at position 3 of 5.',
    'Services moved to position 2 of 5.',
    'Services is no longer over a place in the list.',
    'Services dropped at position 2 of 5.',
    'Moving Services cancelled; it is back at position 3 of 5.',
  ]);
  for (const section of sections) expect(heard.join(' ')).not.toContain(section.id);
});
