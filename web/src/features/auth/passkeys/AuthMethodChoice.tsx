import type { AuthMethod } from '@referrals/contracts';
import Radio from 'antd/es/radio';
import formStyles from '../AuthForm.module.css';
import { PasskeyUnavailableNote } from './PasskeyUnavailableNote';
import type { PasskeySupport } from './usePasskeySupport';

interface AuthMethodChoiceProps {
  support: PasskeySupport;
  method: AuthMethod;
  onChange: (method: AuthMethod) => void;
}

/** How the new account will sign in: a passkey (recommended) or a password; only a password where passkeys are unavailable. */
export function AuthMethodChoice({ support, method, onChange }: AuthMethodChoiceProps) {
  if (support === 'checking') return null;
  if (support === 'unavailable') return <PasskeyUnavailableNote />;
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id="auth-method-label">
        Sign-in method
      </span>
      <Radio.Group
        aria-labelledby="auth-method-label"
        vertical
        value={method}
        onChange={(event) => onChange(event.target.value as AuthMethod)}
        options={[
          { value: 'passkey', label: 'Passkey (recommended)' },
          { value: 'password', label: 'Password' },
        ]}
      />
    </div>
  );
}
