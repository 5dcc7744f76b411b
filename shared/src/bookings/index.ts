// Bookings (availability first): schemas of the owner's booking rules and the slot engine.
export * from './schema.js';
export * from './availability.js';
