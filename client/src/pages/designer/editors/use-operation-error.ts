import type { OperationResult } from '@frontdoor/shared';
import { useCallback, useState } from 'react';

/**
 * The reason of the last refused operation of a control, shown inline next to it. A later
 * successful operation clears it.
 */
export function useOperationError(): [string | null, (result: OperationResult) => OperationResult] {
  const [error, setError] = useState<string | null>(null);
  const report = useCallback((result: OperationResult) => {
    setError(result.ok ? null : result.reason);
    return result;
  }, []);
  return [error, report];
}
