import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import styles from './AuthForm.module.css';
import { toastEmailRequired, toastFailure } from './authToasts';
import { FormField } from './FormField';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const request = useMutation({
    mutationFn: (address: string) => api('POST /api/auth/forgot-password', { body: { email: address } }),
    onSuccess: () => {
      showToast({
        kind: 'success',
        title: AUTH_UI_MESSAGES.resetLinkSentTitle,
        description: AUTH_UI_MESSAGES.resetLinkSentText,
      });
      onBack();
    },
    onError: (error) =>
      toastFailure(AUTH_UI_MESSAGES.resetFailedTitle, error, AUTH_UI_MESSAGES.somethingWentWrong),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toastEmailRequired(AUTH_UI_MESSAGES.enterEmailToReset);
      return;
    }
    request.mutate(email.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
      <FormField id="forgot-email" label="Email">
        <Input
          id="forgot-email"
          type="email"
          size="large"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@company.com"
        />
      </FormField>
      <Button type="primary" htmlType="submit" size="large" block loading={request.isPending}>
        Send Reset Link
      </Button>
      <Button type="text" size="large" block onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
