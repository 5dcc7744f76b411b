import { isValidHandle } from '@frontdoor/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkHandle } from './publishing-api';

/** What the web-address field says about its value. */
export type Availability = 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

const DEBOUNCE_MS = 400;

/**
 * The availability of `handle`, asked of the server once typing pauses. The site's own address
 * counts as available (the server would call it taken). Answers are remembered for the life of
 * the dialog, so going back to an address already checked shows its answer at once;
 * `markTaken` records a 409 from publishing.
 */
export function useHandleAvailability(handle: string, currentHandle: string | null) {
  const answers = useRef(new Map<string, Availability>());
  const [, setVersion] = useState(0);
  const remember = useCallback((key: string, value: Availability) => {
    answers.current.set(key, value);
    setVersion((n) => n + 1);
  }, []);

  const valid = isValidHandle(handle);
  const own = valid && handle === currentHandle;
  const known = answers.current.get(handle);

  useEffect(() => {
    // A failed check is asked again once the owner comes back to that address.
    for (const [key, value] of answers.current) if (value === 'unknown' && key !== handle) answers.current.delete(key);
    if (!valid || own || known) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void checkHandle(handle, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) remember(handle, result.data.available ? 'available' : 'taken');
        else if (result.code === 'handle_invalid') remember(handle, 'invalid');
        else remember(handle, 'unknown');
      });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [handle, valid, own, known, remember]);

  const availability: Availability = !valid ? 'invalid' : own ? 'available' : (known ?? 'checking');
  const markTaken = useCallback((taken: string) => remember(taken, 'taken'), [remember]);
  return { availability, markTaken };
}
