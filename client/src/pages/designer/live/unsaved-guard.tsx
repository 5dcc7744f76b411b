import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { queryClient } from '../../../api/query-client';
import { DialogLoading, LazyAlertDialog as AlertDialog, LazyConfirmActions as ConfirmActions } from '../lazy-parts';

/**
 * The spec's prompt (§4): leaving with unsaved changes asks first, in the app. Closing the tab asks
 * (the browser's own 'Leave site?') only when something would be lost: edits the server has not
 * acknowledged yet. Edits in no saved version are kept in the live draft, so they do not.
 */
export const UNSAVED_MESSAGE = 'You have unsaved changes';

type Save = () => Promise<{ ok: true } | { ok: false; message: string }>;

/**
 * Asks before leaving a draft whose changes are in no saved version (issue 26: what it says is
 * true): the changes are kept in the draft either way; 'Save version and leave' also keeps them
 * as a version in History, 'Leave' just leaves, Stay (or Escape) stays. `save` is null when
 * this tab cannot save (offline), which leaves Leave and Stay. `pending`: this tab's edits not yet
 * acknowledged by the server (closing the tab now would lose them).
 */
export function UnsavedGuard({ unsaved, pending, save }: { unsaved: boolean; pending: boolean; save: Save | null }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Save version and leave: its busy state and refusal are the call's.
  const saving = useMutation({ mutationFn: (run: Save) => run() }, queryClient);
  const error = saving.data && !saving.data.ok ? saving.data.message : null;

  useEffect(() => {
    if (!pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGE; // older browsers show it; modern ones show their own text
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [pending]);

  // The dialog's close event comes a moment after Stay; by then another navigation may be blocked,
  // so only the prompt of the navigation it was opened for is answered (one dialog per location).
  const latest = useRef(blocker);
  latest.current = blocker;
  if (blocker.state !== 'blocked') return null;
  const key = blocker.location.key;
  const stay = () => {
    const now = latest.current;
    if (now.state === 'blocked' && now.location.key === key) now.reset();
    saving.reset();
  };
  const leave = () => {
    const now = latest.current;
    if (now.state === 'blocked' && now.location.key === key) now.proceed();
  };
  const saveAndLeave = () => {
    if (save) saving.mutate(save, { onSuccess: (result) => result.ok && leave() });
  };
  return (
    <Suspense fallback={<DialogLoading />}>
      <AlertDialog
        key={key}
        title={UNSAVED_MESSAGE}
        className="unsaved-guard"
        busy={saving.isPending}
        description="Your changes are kept in this draft, but they are not in a saved version yet. Save a version to find this point again in History."
        onClose={stay}
      >
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        {save ? (
          <ConfirmActions
            cancel="Stay"
            tone="primary"
            label="Save version and leave"
            busyLabel="Saving…"
            busy={saving.isPending}
            alternative={{ label: 'Leave', onSelect: leave }}
            onConfirm={() => void saveAndLeave()}
          />
        ) : (
          <ConfirmActions cancel="Stay" tone="primary" label="Leave" onConfirm={leave} />
        )}
      </AlertDialog>
    </Suspense>
  );
}
