import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AuthUser } from '@frontdoor/shared';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../../auth/auth-context';
import { api } from '../../api/api';
import { useApiMutation } from '../../api/query-client';
import { newPasswordError } from '../../auth/validate';
import { BusyButton } from '../../components/busy-button';
import { FormStatus, type Status } from '../../components/form-status';
import { Checkbox, PasswordField } from '../../components/text-field';

/** Change the password (current one required), or set one on an account that has none. */
export function ChangePasswordForm({ user }: { user: AuthUser }) {
  const { client, reauthenticate } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(false);
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null }>({});
  const [status, setStatus] = useState<Status>(null);
  const change = useApiMutation('post /api/account/password', {
    reauth: { reauthenticate, onAsk: () => setStatus({ tone: 'info', message: "Confirm it's you to continue." }) },
    // The account now has a password (the page shows it): read again before the form is done.
    onSuccess: async () => {
      const me = await api('get /api/auth/me');
      if (me.ok) client.setUser(me.data);
      setStatus({ tone: 'success', message: user.hasPassword ? 'Your password has been changed.' : 'Your password has been set.' });
      setCurrentPassword('');
      setNewPassword('');
    },
    onError: (error) => {
      if (error.code === 'wrong-password') setErrors({ current: error.message });
      else if (error.code === 'weak-password') setErrors({ next: error.message });
      else setStatus({ tone: 'error', message: error.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      current: user.hasPassword && !currentPassword ? 'Enter your current password.' : null,
      next: newPasswordError(newPassword),
    };
    setErrors(next);
    setStatus(null);
    if (next.current || next.next) return;
    change.mutate({ body: { newPassword, endOtherSessions, ...(user.hasPassword ? { currentPassword } : {}) } });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {user.hasPassword && (
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.current}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors((e) => ({ ...e, current: null }));
          }}
        />
      )}
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={newPassword}
        error={errors.next}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        onChange={(event) => {
          setNewPassword(event.target.value);
          setErrors((e) => ({ ...e, next: null }));
        }}
      />
      <Checkbox
        label="Sign out of other devices"
        hint="Ends your sessions everywhere except this browser."
        checked={endOtherSessions}
        onChange={(event) => setEndOtherSessions(event.target.checked)}
      />
      <FormStatus status={status} />
      <div className="account-card__actions">
        <BusyButton type="submit" className="button button--primary" busy={change.isPending} busyLabel="Saving…">
          {user.hasPassword ? 'Change password' : 'Set password'}
        </BusyButton>
      </div>
    </form>
  );
}
