import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { STEP_SLUGS, stepFromSlug, WIZARD_STEPS, type WizardState, type WizardStep } from './wizard-state';

/**
 * The wizard's steps and the address: `goTo` moves to a step and names it in the address, so the
 * browser's Back and Forward move between steps; on the first visit an address without a step
 * resumes where the saved wizard was. A new step starts at its heading (keyboard and screen
 * reader users begin there). `onMove` hears every move (the form's status is cleared).
 */
export function useStepNavigation({
  state,
  setState,
  slug,
  headingRef,
  onMove,
}: {
  state: WizardState;
  setState: Dispatch<SetStateAction<WizardState>>;
  slug: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onMove: () => void;
}): (step: WizardStep) => void {
  const navigate = useNavigate();

  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.step, headingRef]);

  // The furthest step the wizard itself has moved to; the address may name it before the state
  // that records it has rendered.
  const movedTo = useRef(state.reached);
  const goTo = useCallback(
    (step: WizardStep) => {
      onMove();
      const index = WIZARD_STEPS.indexOf(step);
      movedTo.current = Math.max(movedTo.current, index);
      setState((current) => ({ ...current, step, reached: Math.max(current.reached, index) }));
      const next = STEP_SLUGS[step];
      if (next !== new URLSearchParams(window.location.search).get('step')) void navigate(next ? `?step=${next}` : '.', { preventScrollReset: true });
    },
    [navigate, setState, onMove],
  );

  // Only a change of address moves the wizard here; the wizard's own moves update the address in goTo.
  const seenSlug = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seenSlug.current === slug) return;
    const first = seenSlug.current === undefined;
    seenSlug.current = slug;
    const wanted = first && slug === null ? null : stepFromSlug(slug, Math.max(state.reached, movedTo.current));
    if (wanted && wanted !== state.step) {
      onMove();
      setState((current) => ({ ...current, step: wanted, reached: Math.max(current.reached, WIZARD_STEPS.indexOf(wanted)) }));
    } else if (!wanted && slug !== STEP_SLUGS[state.step]) {
      const current = STEP_SLUGS[state.step];
      void navigate(current ? `?step=${current}` : '.', { replace: true, preventScrollReset: true });
    }
  }, [slug, navigate, setState, state.reached, state.step, onMove]);

  return goTo;
}
