import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { AlertDialog, ConfirmActions } from '../../../components/ui/dialog';

/** The spec's prompt (§4): leaving with unsaved changes asks first, in the app and on tab close. */
export const UNSAVED_MESSAGE = 'You have unsaved changes';

export function UnsavedGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGE; // older browsers show it; modern ones show their own text
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // The dialog's close event comes a moment after Stay; by then another navigation may be blocked,
  // so only the prompt of the navigation it was opened for is answered (one dialog per location).
  const latest = useRef(blocker);
  latest.current = blocker;
  if (blocker.state !== 'blocked') return null;
  const key = blocker.location.key;
  const stay = () => {
    const now = latest.current;
    if (now.state === 'blocked' && now.location.key === key) now.reset();
  };
  return (
    <AlertDialog
      key={key}
      title={UNSAVED_MESSAGE}
      description="Leave now and the changes since your last Save Draft stay only in this draft's live copy, not in a saved version."
      onClose={stay}
    >
      <ConfirmActions cancel="Stay" label="Leave without saving" onConfirm={() => blocker.proceed?.()} />
    </AlertDialog>
  );
}
