import {
  AUTH_UI_MESSAGES,
  type AuthMethod,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME,
  type RegisterRequest,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthLayout } from './AuthLayout';
import styles from './AuthForm.module.css';
import { toastFailure, toastMissingInformation, toastPasswordTooShort } from './authToasts';
import { FormField } from './FormField';
import { AuthMethodChoice } from './passkeys/AuthMethodChoice';
import { registerWithPasskey } from './passkeys/passkeyCeremonies';
import { PasskeyFailure } from './passkeys/passkeyFailure';
import { usePasskeySupport } from './passkeys/usePasskeySupport';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { refreshAfterIdentityChange } from './sessionQuery';

interface RegisterFields {
  name: string;
  email: string;
  phone: string;
  username: string;
  password: string;
}

const EMPTY: RegisterFields = { name: '', email: '', phone: '', username: '', password: '' };

/** /register: creates an operator account secured by a passkey (recommended where available) or a password, and signs it in. */
export function RegisterPage() {
  usePageTitle(`Create an operator account · ${PRODUCT_NAME}`);
  const [fields, setFields] = useState<RegisterFields>(EMPTY);
  const passkeySupport = usePasskeySupport();
  const [chosenMethod, setChosenMethod] = useState<AuthMethod | null>(null);
  const method: AuthMethod = chosenMethod ?? (passkeySupport === 'available' ? 'passkey' : 'password');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const set = (name: keyof RegisterFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const register = useMutation({
    mutationFn: (body: RegisterRequest) =>
      body.authMethod === 'passkey' ? registerWithPasskey(body) : api('POST /api/auth/register', { body }),
    onSuccess: async (_answer, body) => {
      await refreshAfterIdentityChange(queryClient);
      showToast({
        kind: 'success',
        title:
          body.authMethod === 'passkey'
            ? AUTH_UI_MESSAGES.passkeyCreatedTitle
            : AUTH_UI_MESSAGES.registrationSuccessTitle,
        description: AUTH_UI_MESSAGES.operatorAccountCreated,
      });
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      if (error instanceof PasskeyFailure) {
        showToast({
          kind: 'error',
          title: AUTH_UI_MESSAGES.passkeySetupFailedTitle,
          description: AUTH_UI_MESSAGES.passkeyFallback,
        });
        setChosenMethod('password');
        return;
      }
      toastFailure(AUTH_UI_MESSAGES.registrationFailedTitle, error, AUTH_UI_MESSAGES.somethingWentWrong);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.name.trim() || !fields.email.trim()) {
      toastMissingInformation('Please fill in all required fields.');
      return;
    }
    if (method === 'password' && fields.password.length < PASSWORD_MIN_LENGTH) {
      toastPasswordTooShort();
      return;
    }
    register.mutate({
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim() || undefined,
      username: fields.username.trim() || undefined,
      password: method === 'password' ? fields.password : undefined,
      userType: 'operator',
      authMethod: method,
    });
  };

  return (
    <AuthLayout
      title="Create your operator account"
      subtitle="Invite trusted networkers and pay them for the introductions they make."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link> · <Link to="/">Back to home</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Create operator account">
        <FormField id="register-name" label="Full name">
          <Input
            id="register-name"
            size="large"
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
          />
        </FormField>
        <FormField id="register-email" label="Email">
          <Input
            id="register-email"
            type="email"
            size="large"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            placeholder="you@company.com"
          />
        </FormField>
        <FormField id="register-phone" label="Phone" optional>
          <Input
            id="register-phone"
            type="tel"
            size="large"
            autoComplete="tel"
            value={fields.phone}
            onChange={set('phone')}
          />
        </FormField>
        <FormField id="register-username" label="Username" optional>
          <Input
            id="register-username"
            size="large"
            autoComplete="username"
            value={fields.username}
            onChange={set('username')}
          />
        </FormField>
        <AuthMethodChoice support={passkeySupport} method={method} onChange={setChosenMethod} />
        {method === 'password' ? (
          <FormField id="register-password" label="Password">
            <Input.Password
              id="register-password"
              size="large"
              autoComplete="new-password"
              value={fields.password}
              onChange={set('password')}
            />
            <PasswordStrengthMeter password={fields.password} />
          </FormField>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={method === 'password' && !fields.password}
          loading={register.isPending}
        >
          {method === 'passkey' ? 'Create Account with Passkey' : 'Create Operator Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
