import { useEffect, useState } from 'react';
import { once } from './once';

/**
 * The result of `run`, started once per `key` for the life of the page (see {@link once});
 * undefined while it runs. A new key (say, with a retry count) starts it again.
 */
export function useOnce<T>(key: string, run: () => Promise<T>): T | undefined {
  const [done, setDone] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void once(key, run).then((value) => {
      if (live) setDone({ key, value });
    });
    return () => {
      live = false;
    };
    // `run` is a fresh closure every render; the key says when it is a different job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return done?.key === key ? done.value : undefined;
}
