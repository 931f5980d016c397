import {
  type AuthUser,
  LINKEDIN_SIGN_IN_PATH,
  RECENT_AUTHENTICATION_WINDOW_MS,
  type ReauthenticateRequest,
} from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { DialogFormButtons } from '../../ui/DialogFormButtons';
import { FormField } from '../auth/FormField';
import { passkeyChangeFailureText } from '../auth/passkeys/passkeyFailure';
import { signInWithPasskey } from '../auth/passkeys/passkeyCeremonies';
import styles from './ConfirmIdentityDialog.module.css';

interface ConfirmIdentityDialogProps {
  user: AuthUser;
  /** What the user is about to do, e.g. "add a passkey". */
  purpose: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

const WINDOW_MINUTES = RECENT_AUTHENTICATION_WINDOW_MS / 60_000;

/**
 * Asks the signed-in user to prove who they are again before a change to how they sign in: their
 * password, else one of their passkeys, else a fresh LinkedIn sign-in. Mounted only while open.
 */
export function ConfirmIdentityDialog({ user, purpose, onConfirmed, onCancel }: ConfirmIdentityDialogProps) {
  const [password, setPassword] = useState('');
  const withPassword = useMutation({
    mutationFn: (body: ReauthenticateRequest) => api('POST /api/auth/reauthenticate', { body }),
    onSuccess: onConfirmed,
  });
  const withPasskey = useMutation({
    mutationFn: () => signInWithPasskey(user.email),
    onSuccess: onConfirmed,
  });
  const { password: hasPassword, passkeys, linkedin } = user.signInMethods;
  const error = withPassword.error ?? withPasskey.error;
  const failure = error ? passkeyChangeFailureText(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) withPassword.mutate({ password });
  };

  return (
    <Modal open onCancel={onCancel} title="Confirm it's you" footer={null} destroyOnHidden centered>
      <div className={styles.body}>
        <p className={styles.lead}>
          To {purpose}, confirm it's you. You won't be asked again for {WINDOW_MINUTES} minutes.
        </p>
        {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
        {hasPassword ? (
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Confirm with your password">
            <FormField id="confirm-password" label="Your password">
              <Input.Password
                id="confirm-password"
                size="large"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <DialogFormButtons
              onCancel={onCancel}
              submitLabel="Confirm"
              pendingLabel="Confirming..."
              pending={withPassword.isPending}
            />
          </form>
        ) : null}
        {passkeys > 0 ? (
          <Button
            size="large"
            block
            type={hasPassword ? 'default' : 'primary'}
            loading={withPasskey.isPending}
            onClick={() => withPasskey.mutate()}
          >
            {hasPassword ? 'Use a passkey instead' : 'Confirm with a passkey'}
          </Button>
        ) : null}
        {!hasPassword && passkeys === 0 && linkedin ? (
          <>
            <p>Sign in with LinkedIn again, then come back to your profile.</p>
            <Button size="large" block type="primary" href={LINKEDIN_SIGN_IN_PATH}>
              Sign in with LinkedIn
            </Button>
          </>
        ) : null}
        {!hasPassword ? (
          <Button size="large" block onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
