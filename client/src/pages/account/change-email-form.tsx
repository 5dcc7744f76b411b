import type { AuthUser } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useApiMutation } from '../../api/query-client';
import { emailError } from '../../auth/validate';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { Checkbox, PasswordField, TextField } from '../../components/text-field';

/** New email (confirmed by a link sent to it), the current password when there is one. */
export function ChangeEmailForm({ user }: { user: AuthUser }) {
  const { reauthenticate } = useAuth();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [status, setStatus] = useState<Status>(null);
  const change = useApiMutation('post /api/account/email', {
    reauth: { reauthenticate, onAsk: () => setStatus({ tone: 'info', message: "Confirm it's you to continue." }) },
    onSuccess: (_answer, { body }) => {
      setStatus({ tone: 'success', message: `We sent a confirmation link to ${body.newEmail}. Your email changes when you open it.` });
      setNewEmail('');
      setCurrentPassword('');
    },
    onError: (error) => {
      if (error.code === 'wrong-password') setErrors({ password: error.message });
      else if (error.code === 'same-email' || error.code === 'invalid-email' || error.code === 'email-already-in-use') setErrors({ email: error.message });
      else setStatus({ tone: 'error', message: error.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: emailError(newEmail),
      password: user.hasPassword && !currentPassword ? 'Enter your current password.' : null,
    };
    setErrors(next);
    setStatus(null);
    if (next.email || next.password) return;
    change.mutate({ body: { newEmail: newEmail.trim(), endOtherSessions, ...(user.hasPassword ? { currentPassword } : {}) } });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label="New email"
        type="email"
        name="new-email"
        autoComplete="email"
        maxLength={64}
        placeholder="you@yourbusiness.com"
        value={newEmail}
        error={errors.email}
        onChange={(event) => {
          setNewEmail(event.target.value);
          setErrors((e) => ({ ...e, email: null }));
        }}
      />
      {user.hasPassword && (
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.password}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((e) => ({ ...e, password: null }));
          }}
        />
      )}
      <Checkbox
        label="Sign out of other devices"
        hint="Ends your sessions everywhere except this browser."
        checked={endOtherSessions}
        onChange={(event) => setEndOtherSessions(event.target.checked)}
      />
      <FormStatus status={status} />
      <div className="account-card__actions">
        <BusyButton type="submit" className="button button--primary" busy={change.isPending} busyLabel="Sending…">
          Change email
        </BusyButton>
      </div>
    </form>
  );
}
