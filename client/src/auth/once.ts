const started = new Map<string, Promise<unknown>>();

/**
 * Runs `run` once per key for the life of the page. Emailed tokens are single-use, and React's
 * development double-render (or a remount) must not spend a token twice and then report the
 * second, failed attempt.
 */
export function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let promise = started.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = run();
    started.set(key, promise);
  }
  return promise;
}
