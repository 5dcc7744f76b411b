import type { ImportResult, NamedSourceKind, SourceKind } from '@frontdoor/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicApi } from '../../../api/api';
import { isSlow, type ImportPhase } from './import-state';

const POLL_MS = 400;
/** The wizard stops waiting after this long (the worker's own limit is well inside it). */
const GIVE_UP_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts an import and follows it to its outcome: 'importing' with the job's step, marked slow
 * after spec §9's 8,000 ms, then 'done' with the result. A new start or leaving the page stops
 * following the previous one.
 */
export function usePageImport(onDone: (result: ImportResult, kind: SourceKind) => void) {
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const run = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => () => void run.current++, []);

  const start = useCallback(async (url: string, kind: NamedSourceKind | null) => {
    const id = ++run.current;
    const current = () => run.current === id;
    const startedAt = Date.now();
    setPhase({ kind: 'importing', step: 'queued', slow: false });
    const created = await publicApi('post /api/imports', { body: { url, ...(kind && { kind }) } });
    if (!current()) return;
    if (!created.ok) {
      setPhase({ kind: 'error', message: created.message });
      return;
    }
    while (current()) {
      await sleep(POLL_MS);
      if (!current()) return;
      const status = await publicApi('get /api/imports/{importId}', { params: { importId: created.data.importId } });
      if (!current()) return;
      const slow = isSlow(startedAt, Date.now());
      if (Date.now() - startedAt > GIVE_UP_MS) {
        setPhase({ kind: 'done', result: { outcome: 'none', characters: 0, failure: 'timeout' } });
        return;
      }
      if (!status.ok) {
        // A dropped connection is tried again; anything else ends the import.
        if (status.code === 'network-request-failed') setPhase((previous) => (previous.kind === 'importing' ? { ...previous, slow } : previous));
        else setPhase({ kind: 'error', message: status.message });
        if (status.code !== 'network-request-failed') return;
        continue;
      }
      if (status.data.state === 'done' && status.data.result) {
        setPhase({ kind: 'done', result: status.data.result });
        done.current(status.data.result, created.data.kind);
        return;
      }
      setPhase({ kind: 'importing', step: status.data.step, slow });
    }
  }, []);

  const reset = useCallback(() => {
    run.current++;
    setPhase({ kind: 'idle' });
  }, []);

  return { phase, start, reset };
}
