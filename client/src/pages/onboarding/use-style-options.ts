import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import { useStyleOptionsFor } from '../../features/onboarding/onboarding-api';
import type { StyleLoad } from './style-steps';
import { briefKey, briefOf, keepOrFirst, validateAbout, type WizardState } from './wizard-state';

/**
 * The 8 font pairs and 8 palettes for the owner's brief. Read once the brief is complete (the
 * owner has left the AboutBusiness step), again only when the brief changed, and kept in the
 * wizard state so a reload or a sign-in round trip does not ask again. The first option is chosen
 * until the owner picks another; a choice still offered after a new read is kept.
 */
export function useStyleOptions(state: WizardState, setState: Dispatch<SetStateAction<WizardState>>): StyleLoad {
  const onAbout = state.step === 'AboutBusiness';
  const brief = useMemo(() => (onAbout || Object.keys(validateAbout(state.about)).length > 0 ? null : briefOf(state.about)), [onAbout, state.about]);
  const key = brief ? briefKey(brief) : null;
  const cached = state.styles && (key === null || state.styles.key === key) ? state.styles.options : null;
  const reading = useStyleOptionsFor(brief && !cached ? brief : null);

  // The answer is kept with the brief it answers, in the wizard state (saved across reloads).
  const answer = reading.data;
  useEffect(() => {
    if (!answer || !key) return;
    setState((current) =>
      current.styles?.key === key
        ? current
        : {
            ...current,
            styles: { key, options: answer },
            fontPair: keepOrFirst(current.fontPair, answer.fontPairs),
            palette: keepOrFirst(current.palette, answer.palettes),
          },
    );
  }, [answer, key, setState]);

  if (cached) return { status: 'ready', options: cached };
  if (reading.error) {
    const message = reading.error.code === 'network-request-failed' ? 'Please check your connection and try again' : reading.error.message;
    return { status: 'error', message, retry: () => void reading.refetch() };
  }
  return { status: 'loading' };
}
