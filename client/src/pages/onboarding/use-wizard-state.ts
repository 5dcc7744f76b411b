import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { clearWizardState, createWizardState, loadWizardState, saveWizardState, type WizardState } from './wizard-state';

/**
 * The wizard's state, restored from sessionStorage (then changed by `arrival`, for a visit from a
 * create-from-link page) and saved on every change. `finish` forgets
 * it once the website is being created, so the next visit starts a new run (new request id).
 */
export function useWizardState(arrival?: (state: WizardState) => WizardState): [WizardState, Dispatch<SetStateAction<WizardState>>, () => void] {
  const [state, setState] = useState<WizardState>(() => {
    const loaded = loadWizardState() ?? createWizardState();
    return arrival ? arrival(loaded) : loaded;
  });
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveWizardState(state);
  }, [state]);

  const finish = useCallback(() => {
    finished.current = true;
    clearWizardState();
  }, []);

  return [state, setState, finish];
}
