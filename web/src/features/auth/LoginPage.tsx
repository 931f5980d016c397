import { AUTH_UI_MESSAGES, PRODUCT_NAME } from '@referrals/contracts';
import Button from 'antd/es/button';
import { type FormEvent, useLayoutEffect, useState } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import styles from './AuthForm.module.css';
import { toastMissingInformation } from './authToasts';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInFields } from './SignInFields';
import { PasskeySignIn } from './passkeys/PasskeySignIn';
import { useSignIn } from './useSignIn';

/** /login: password or passkey sign-in and the forgot-password flow. Registration is invitation-only. */
export function LoginPage() {
  usePageTitle(`Sign in · ${PRODUCT_NAME}`);
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  useTypedBeforeHydration(setEmail, setPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toastMissingInformation(AUTH_UI_MESSAGES.enterEmailAndPassword);
      return;
    }
    signIn.mutate({ username: email.trim(), password });
  };

  if (mode === 'forgot') {
    return (
      <AuthLayout title="Reset your password" subtitle="We'll email you a link to choose a new password.">
        <ForgotPasswordForm initialEmail={email} onBack={() => setMode('sign-in')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={`Sign in to ${PRODUCT_NAME} to follow your introductions.`}
      footer={AUTH_UI_MESSAGES.invitationOnly}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
        <SignInFields
          idPrefix="login"
          email={email}
          onEmailChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          passwordAside={
            <button type="button" className={styles.linkButton} onClick={() => setMode('forgot')}>
              Forgot password?
            </button>
          }
        />
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <PasskeySignIn email={email} />
    </AuthLayout>
  );
}

/**
 * The server renders /login for a visitor without a session: what they type before the app hydrates the
 * page is on the screen but not in its state (React keeps an input's text as it hydrates). Taken over
 * before the browser paints again, and before a Sign In pressed meanwhile is answered.
 */
function useTypedBeforeHydration(setEmail: (email: string) => void, setPassword: (password: string) => void) {
  useLayoutEffect(() => {
    const typed = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    const email = typed('login-email');
    const password = typed('login-password');
    if (email) setEmail(email);
    if (password) setPassword(password);
  }, [setEmail, setPassword]);
}
