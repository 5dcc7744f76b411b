// Bookings: what the site document holds (settings), the owner's booking rules and the slot engine.
export * from './settings.js';
export * from './schema.js';
export * from './availability.js';
