/**
 * Where the live-events socket listens. In a module of its own, without schemas, so the app's
 * first bundle can name it without pulling the schema library in.
 */
export const EVENTS_PATH = '/events';

/**
 * Close codes of an /events socket the server ends itself: the token is not valid or its
 * session has ended (signed out, password reset...). The tab refreshes its session, and goes to
 * sign-in when that fails.
 */
export const EVENTS_CLOSE_CODES = { unauthorized: 4401 } as const;
