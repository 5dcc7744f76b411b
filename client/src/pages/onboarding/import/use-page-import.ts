import type { ImportResult, NamedSourceKind, SourceKind } from '@frontdoor/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageImportStart, usePageImportStatus } from '../../../features/onboarding/onboarding-api';
import { isSlow, type ImportPhase } from './import-state';

/** The wizard stops waiting after this long (the worker's own limit is well inside it). */
const GIVE_UP_MS = 60_000;
/** How often the clock ticks, as often as the status is read. */
const POLL_MS = 400;
const TIMED_OUT: ImportResult = { outcome: 'none', characters: 0, failure: 'timeout' };

/**
 * Starts an import (a mutation) and follows it to its outcome (its status read every 400 ms):
 * 'importing' with the job's step, marked slow after spec §9's 8,000 ms, then 'done' with the
 * result, which `onDone` gets once. A dropped connection is read again; another failure ends the
 * import. A new start or a reset stops following the previous one.
 */
export function usePageImport(onDone: (result: ImportResult, kind: SourceKind) => void) {
  const starting = usePageImportStart();
  const { mutate, reset: forgetStart } = starting;
  const [started, setStarted] = useState<{ importId: string; kind: SourceKind; at: number } | null>(null);
  // The clock of the import under way: 'slow' and 'given up' come with time, also while no answer changes.
  const [now, setNow] = useState(0);
  const givenUp = started !== null && now - started.at > GIVE_UP_MS;
  // Read until done, failed or given up.
  const status = usePageImportStatus(started && !givenUp ? started.importId : null);
  const reported = useRef<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  const start = useCallback(
    (url: string, kind: NamedSourceKind | null) => {
      setStarted(null);
      mutate({ body: { url, ...(kind && { kind }) } }, { onSuccess: (created) => setStarted({ importId: created.importId, kind: created.kind, at: Date.now() }) });
    },
    [mutate],
  );
  const reset = useCallback(() => {
    forgetStart();
    setStarted(null);
  }, [forgetStart]);

  const answer = status.data;
  const failure = status.error && status.error.code !== 'network-request-failed' ? status.error : null;
  const answered = answer?.state === 'done' && answer.result ? answer.result : null;
  const result = answered ?? (givenUp ? TIMED_OUT : null);

  // What the page gave goes to the wizard once per import.
  useEffect(() => {
    if (!started || !answered || reported.current === started.importId) return;
    reported.current = started.importId;
    done.current(answered, started.kind);
  }, [started, answered]);

  useEffect(() => {
    if (!started || result || failure) return;
    const timer = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => clearInterval(timer);
  }, [started, result, failure]);

  let phase: ImportPhase = { kind: 'idle' };
  if (starting.isPending) phase = { kind: 'importing', step: 'queued', slow: false };
  else if (starting.error) phase = { kind: 'error', message: starting.error.message };
  else if (started && result) phase = { kind: 'done', result };
  else if (failure) phase = { kind: 'error', message: failure.message };
  else if (started) phase = { kind: 'importing', step: answer?.step ?? 'queued', slow: isSlow(started.at, now) };
  return { phase, start, reset };
}
