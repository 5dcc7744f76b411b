import type { AuthSession } from '@frontdoor/shared';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SignInStart } from '../auth/auth-context';
import { ArrowLeftIcon, CloseIcon } from '../components/icons';
import { ChooseStep } from './choose-step';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { LinkSentStep } from './link-sent-step';
import { CheckEmailStep, PasswordResetStep, PasswordSignInStep, PasswordSignUpStep } from './password-steps';
import { BACK, STEP_TITLES, type Step, type StepProps } from './sign-in-steps';
import '../components/dialog.css';
import './sign-in.css';

type Props = {
  start: SignInStart;
  reauthEmail?: string;
  onClose: () => void;
  onSignedIn: (session: AuthSession) => Promise<void>;
};

/**
 * The Sign In modal (spec §2): identity provider, email code, sign-in link and password, one
 * screen at a time. Mounted open; a native <dialog> gives the focus trap, Escape and the inert
 * background. With `reauthEmail` it asks the signed-in user to confirm it's them.
 */
export function SignInDialog({ start, reauthEmail, onClose, onSignedIn }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [step, setStep] = useState<Step>({ type: start } as Step);
  const [email, setEmail] = useState(reauthEmail ?? '');
  const reauth = reauthEmail !== undefined;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Each screen starts with focus on its first field (or its title), so keyboard and screen
  // reader users land on what changed.
  useEffect(() => {
    const content = contentRef.current;
    const target =
      content?.querySelector<HTMLElement>('[data-autofocus]') ??
      content?.querySelector<HTMLElement>('input:not([readonly]):not([disabled])') ??
      titleRef.current;
    target?.focus();
  }, [step]);

  const back = reauth ? null : BACK[step.type];
  const props: StepProps = { email, setEmail, go: setStep, onSignedIn, reauth };

  return (
    <dialog
      ref={ref}
      className="dialog sign-in"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) ref.current?.close();
      }}
    >
      <div className="dialog__content" ref={contentRef}>
        <div className="dialog__header">
          {back && (
            <button type="button" className="icon-button sign-in__back" aria-label="Back" onClick={() => setStep({ type: back } as Step)}>
              <ArrowLeftIcon width={20} height={20} />
            </button>
          )}
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="dialog__title">
            {reauth && step.type === 'email' ? "Confirm it's you" : STEP_TITLES[step.type]}
          </h2>
          <button type="button" className="icon-button sign-in__close" aria-label="Close" onClick={() => ref.current?.close()}>
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <StepView step={step} props={props} />
      </div>
    </dialog>
  );
}

function StepView({ step, props }: { step: Step; props: StepProps }) {
  switch (step.type) {
    case 'choose':
      return <ChooseStep {...props} />;
    case 'email':
      return <EmailStep {...props} />;
    case 'code':
      return <CodeStep key={step.sessionId} {...props} sessionId={step.sessionId} />;
    case 'link-sent':
      return <LinkSentStep {...props} />;
    case 'password-sign-in':
      return <PasswordSignInStep {...props} />;
    case 'password-sign-up':
      return <PasswordSignUpStep {...props} />;
    case 'password-reset':
      return <PasswordResetStep {...props} />;
    case 'check-email':
      return <CheckEmailStep {...props} reason={step.reason} />;
  }
}
