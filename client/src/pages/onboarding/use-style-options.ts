import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { publicApi } from '../../api/api';
import type { StyleLoad } from './style-steps';
import { briefKey, briefOf, keepOrFirst, validateAbout, type WizardState } from './wizard-state';

/**
 * The 8 font pairs and 8 palettes for the owner's brief. Fetched once the brief is complete
 * (the owner has left the AboutBusiness step), again only when the brief changed, and kept in
 * the wizard state so a reload or a sign-in round trip does not ask again. The first option is
 * chosen until the owner picks another; a choice still offered after a refetch is kept.
 */
export function useStyleOptions(state: WizardState, setState: Dispatch<SetStateAction<WizardState>>): StyleLoad {
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onAbout = state.step === 'AboutBusiness';
  const brief = useMemo(() => (onAbout || Object.keys(validateAbout(state.about)).length > 0 ? null : briefOf(state.about)), [onAbout, state.about]);
  const key = brief ? briefKey(brief) : null;
  const cached = state.styles && (key === null || state.styles.key === key) ? state.styles.options : null;

  useEffect(() => {
    if (!brief || !key || state.styles?.key === key) return;
    let live = true;
    setFailure(null);
    void publicApi('post /api/onboarding/styles', { body: { brief } }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setFailure(result.code === 'network-request-failed' ? 'Please check your connection and try again' : result.message);
        return;
      }
      const options = result.data;
      setState((current) => ({
        ...current,
        styles: { key, options },
        fontPair: keepOrFirst(current.fontPair, options.fontPairs),
        palette: keepOrFirst(current.palette, options.palettes),
      }));
    });
    return () => {
      live = false;
    };
    // The brief is identified by its key; `attempt` asks again after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the brief
  }, [key, attempt, state.styles?.key]);

  if (cached) return { status: 'ready', options: cached };
  if (failure) return { status: 'error', message: failure, retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
