import { useEffect, useState } from 'react';

/**
 * The last `value` that stayed the same for `ms` (compared as JSON: a new object with the same
 * content is the same value): null at first, and null at once when `value` becomes null.
 */
export function useDebounced<T>(value: T | null, ms: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  const key = value === null ? null : JSON.stringify(value);
  useEffect(() => {
    if (key === null) return setSettled(null);
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
