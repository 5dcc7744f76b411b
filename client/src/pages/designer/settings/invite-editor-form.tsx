import { useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_MESSAGES, isValidEmail, LIMITS } from '@frontdoor/shared';
import { BusyButton } from '../../../components/busy-button';
import type { Status } from '../../../components/form-status';
import { inviteOutcomeMessage } from '../../../features/invites/invite-outcome';
import { useInviteEditor } from '../../../features/invites/invites-api';
import './sharing-panel.css';

/**
 * Invite an editor by email (spec §4 Invites; the owner only, spec §6): the email is checked
 * before it is sent, the outcome ('Invitation sent to …', an error) goes to `onStatus`, which the
 * caller shows in its live region. Website sharing (Settings) and the Share dialog both use it.
 */
export function InviteEditorForm({ websiteId, onStatus, label = 'Email' }: { websiteId: string; onStatus: (status: Status) => void; label?: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const inviting = useInviteEditor(websiteId);

  const invite = (event: FormEvent) => {
    event.preventDefault();
    if (inviting.isPending) return;
    if (!isValidEmail(email)) {
      setEmailError(EMAIL_MESSAGES.invalid);
      inputRef.current?.focus();
      return;
    }
    setEmailError(null);
    inviting.mutate(
      { body: { invitedUserEmail: email.trim(), websiteId, role: 'Collaborator' } },
      {
        onError: (error) => onStatus({ tone: 'error', message: error.message }),
        onSuccess: (answer) => {
          onStatus({ tone: 'success', message: inviteOutcomeMessage(answer.outcome, answer.invite?.invitedUserEmail ?? email.trim()) });
          setEmail('');
        },
      },
    );
  };

  return (
    <form className="sharing__form" onSubmit={invite} noValidate>
      <label htmlFor={`${id}-email`} className="field-label">
        {label}
      </label>
      <div className="sharing__row">
        <input
          id={`${id}-email`}
          ref={inputRef}
          className="text-input"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="name@example.com"
          maxLength={LIMITS.email}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(null);
          }}
        />
        <BusyButton type="submit" className="button button--primary button--small" busy={inviting.isPending} busyLabel="Inviting…">
          Invite
        </BusyButton>
      </div>
      {emailError && (
        <p id={`${id}-email-error`} className="field-error">
          {emailError}
        </p>
      )}
    </form>
  );
}
