import {
  AUTH_UI_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  type ResetPasswordRequest,
} from '@referrals/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import styles from './AuthForm.module.css';
import { toastFailure, toastMissingInformation, toastPasswordTooShort } from './authToasts';
import { FormField } from './FormField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { RemovePasskeysChoice } from './RemovePasskeysChoice';
import { resetLinkCheckQuery } from './resetLinkCheckQuery';

/** /reset-password?token=…: chooses a new password with a single-use link from the email. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  usePageTitle(`Reset password · ${PRODUCT_NAME}`);
  useEffect(() => {
    if (!token) {
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.invalidResetLinkTitle,
        description: AUTH_UI_MESSAGES.invalidResetLinkText,
      });
    }
  }, [token]);
  if (!token) return <Navigate to="/login" replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(true);
  const passkeys = useQuery(resetLinkCheckQuery(token)).data?.passkeys ?? 0;
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => api('POST /api/auth/reset-password', { body }),
    onSuccess: async ({ message }) => {
      showToast({ kind: 'success', title: AUTH_UI_MESSAGES.passwordResetSuccessTitle, description: message });
      await navigate({ to: '/login' });
    },
    onError: (error) =>
      toastFailure(
        AUTH_UI_MESSAGES.passwordResetFailedTitle,
        error,
        AUTH_UI_MESSAGES.passwordResetFailedText,
      ),
  });

  const bothFilled = password !== '' && confirmation !== '';
  const matches = password === confirmation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bothFilled) {
      toastMissingInformation(AUTH_UI_MESSAGES.fillAllFields);
      return;
    }
    if (!matches) {
      showToast({ kind: 'error', title: AUTH_UI_MESSAGES.passwordsDontMatchTitle });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      toastPasswordTooShort();
      return;
    }
    reset.mutate({ token, password, ...(passkeys > 0 ? { removePasskeys } : {}) });
  };

  return (
    <AuthLayout title="Choose a new password" subtitle="The link works once and for one hour.">
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Choose a new password">
        <FormField id="reset-password" label="New password">
          <Input.Password
            id="reset-password"
            size="large"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrengthMeter password={password} />
        </FormField>
        <FormField id="reset-confirmation" label="Confirm new password">
          <Input.Password
            id="reset-confirmation"
            size="large"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {confirmation ? (
            <span className={matches ? styles.matchYes : styles.matchNo} aria-live="polite">
              {matches ? '✓ Passwords match' : '✗ Passwords do not match'}
            </span>
          ) : null}
        </FormField>
        {passkeys > 0 ? (
          <RemovePasskeysChoice passkeys={passkeys} checked={removePasskeys} onChange={setRemovePasskeys} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={!bothFilled || !matches}
          loading={reset.isPending}
        >
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
