import type { AuthSession } from '@frontdoor/shared';
import { useState } from 'react';
import type { SignInStart } from '../auth/session';
import { ArrowLeftIcon } from '../components/icons';
import { Dialog } from '../components/ui/dialog';
import { ChooseStep } from './choose-step';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { LinkSentStep } from './link-sent-step';
import { CheckEmailStep, PasswordResetStep, PasswordSignInStep, PasswordSignUpStep } from './password-steps';
import { BACK, STEP_TITLES, type Step, type StepProps } from './sign-in-steps';
import './sign-in.css';

type Props = {
  start: SignInStart;
  reauthEmail?: string;
  /** The email the form starts with (an invitation's address). */
  email?: string;
  onClose: () => void;
  onSignedIn: (session: AuthSession) => Promise<void>;
};

/**
 * The Sign In modal (spec §2): identity provider, email code, sign-in link and password, one
 * screen at a time. Mounted open; each screen starts with focus on its first field (or its
 * title), so keyboard and screen reader users land on what changed. With `reauthEmail` it asks
 * the signed-in user to confirm it's them.
 */
export function SignInDialog({ start, reauthEmail, email: initialEmail, onClose, onSignedIn }: Props) {
  const [step, setStep] = useState<Step>({ type: start } as Step);
  const [email, setEmail] = useState(reauthEmail ?? initialEmail ?? '');
  const reauth = reauthEmail !== undefined;

  const back = reauth ? null : BACK[step.type];
  const props: StepProps = { email, setEmail, go: setStep, onSignedIn, reauth };

  return (
    <Dialog
      className="sign-in"
      screen={JSON.stringify(step)}
      title={reauth && step.type === 'email' ? "Confirm it's you" : STEP_TITLES[step.type]}
      back={
        back && (
          <button type="button" className="icon-button sign-in__back" aria-label="Back" onClick={() => setStep({ type: back } as Step)}>
            <ArrowLeftIcon width={20} height={20} />
          </button>
        )
      }
      onClose={onClose}
    >
      <StepView step={step} props={props} />
    </Dialog>
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
