import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { clearWizardState, createWizardState, loadWizardState, saveWizardState, type WizardState } from './wizard-state';

/**
 * The wizard's state, restored from sessionStorage and saved on every change. `finish` forgets
 * it once the website is being created, so the next visit starts a new run (new request id).
 */
export function useWizardState(): [WizardState, Dispatch<SetStateAction<WizardState>>, () => void] {
  const [state, setState] = useState<WizardState>(() => loadWizardState() ?? createWizardState());
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
