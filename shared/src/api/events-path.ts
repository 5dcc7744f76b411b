/**
 * Where the live-events socket listens. In a module of its own, without schemas, so the app's
 * first bundle can name it without pulling the schema library in.
 */
export const EVENTS_PATH = '/events';
