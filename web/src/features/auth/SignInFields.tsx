import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

interface SignInFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Shown on the password label's line (e.g. "Forgot password?"). */
  passwordAside?: ReactNode;
}

/** The email and password of a sign-in form; the email also offers the browser's passkeys (webauthn autofill). */
export function SignInFields({
  idPrefix,
  email,
  onEmailChange,
  password,
  onPasswordChange,
  passwordAside,
}: SignInFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-email`} label="Email">
        <Input
          id={`${idPrefix}-email`}
          type="email"
          size="large"
          autoComplete="username webauthn"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          placeholder="you@company.com"
        />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Password" aside={passwordAside}>
        <Input.Password
          id={`${idPrefix}-password`}
          size="large"
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
      </FormField>
    </>
  );
}
