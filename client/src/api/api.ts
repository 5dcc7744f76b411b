import { authClient } from '../auth/session';
import { createApiClient } from './api-client';

/**
 * The app's API calls (see createApiClient). In development every answer is parsed with the
 * contract's schema (dev-check.ts, loaded on the first call); in production answers are trusted
 * by their type and the schemas stay out of the bundle.
 */
export const { api, publicApi } = createApiClient({
  fetch: (path, init) => fetch(path, init),
  authorizedFetch: (path, init) => authClient.authorizedFetch(path, init),
  check: import.meta.env.DEV ? async (key, result) => (await import('./dev-check')).checkAnswer(key, result) : null,
});
