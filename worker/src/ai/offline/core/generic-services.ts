import type { ServiceEntry } from '../industries/profile.js';

/** Services any business can offer, used only after the owner's and the industry's run out. */
export const GENERIC_SERVICES: readonly ServiceEntry[] = [
  {
    heading: 'Custom Requests',
    match: [],
    description: 'Need something that is not listed here? Tell us what you have in mind and we will say honestly whether we can help.',
    price: null,
    image: '',
  },
  {
    heading: 'Consultations',
    match: [],
    description: 'Not sure where to start? Begin with a conversation about what you need, your timing and your budget.',
    price: null,
    image: '',
  },
  {
    heading: 'Regular Bookings',
    match: [],
    description: 'Set up a regular time that suits you and we will keep it free, so there is one less thing to plan.',
    price: null,
    image: '',
  },
];
