import { CheckIcon } from '../../components/icons';
import { WIZARD_STEPS, type WizardStep } from './wizard-state';

/** Short names of the steps, for the indicator. */
export const STEP_LABELS: Record<WizardStep, string> = {
  AboutBusiness: 'About',
  FontSelection: 'Fonts',
  ColorSelection: 'Colours',
  WebsiteSectionSelection: 'Sections',
  Launch: 'Launch',
};

type Props = { current: WizardStep; reached: number; onSelect: (step: WizardStep) => void; disabled?: boolean };

/**
 * Where the owner is in the wizard: an ordered list with the current step marked for screen
 * readers (aria-current="step"). Steps already reached are buttons, so the owner can go back to
 * any of them (or forward again to where they had got to).
 */
export function StepIndicator({ current, reached, onSelect, disabled = false }: Props) {
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav className="wizard-steps" aria-label="Progress">
      <ol className="wizard-steps__list">
        {WIZARD_STEPS.map((step, index) => {
          const state = index === currentIndex ? 'current' : index < currentIndex || index <= reached ? 'done' : 'todo';
          const content = (
            <>
              <span className="wizard-steps__dot" aria-hidden="true">
                {state === 'done' && index < currentIndex ? <CheckIcon width={16} height={16} /> : index + 1}
              </span>
              <span className="wizard-steps__label">
                <span className="visually-hidden">
                  Step {index + 1} of {WIZARD_STEPS.length}:{' '}
                </span>
                {STEP_LABELS[step]}
              </span>
            </>
          );
          return (
            <li key={step} className={`wizard-steps__item wizard-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state !== 'current' && index <= reached && !disabled ? (
                <button type="button" className="wizard-steps__button" onClick={() => onSelect(step)}>
                  {content}
                </button>
              ) : (
                <span className="wizard-steps__button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
