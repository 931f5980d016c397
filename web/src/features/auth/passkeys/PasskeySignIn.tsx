import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import Button from 'antd/es/button';
import { toastEmailRequired } from '../authToasts';
import formStyles from '../AuthForm.module.css';
import styles from './PasskeySignIn.module.css';
import { PasskeyUnavailableNote } from './PasskeyUnavailableNote';
import { usePasskeySignIn } from './usePasskeySignIn';
import { usePasskeySupport } from './usePasskeySupport';

/**
 * "Sign in with Passkey" under the password form, for the email typed above; absent where passkeys are
 * not available, and explained instead on a page opened by IP address.
 */
export function PasskeySignIn({ email }: { email: string }) {
  const support = usePasskeySupport();
  const signIn = usePasskeySignIn();
  if (support === 'unavailable') return <PasskeyUnavailableNote domainOnly />;
  if (support !== 'available') return null;

  const start = () => {
    if (!email.trim()) {
      toastEmailRequired(AUTH_UI_MESSAGES.enterEmailFirst);
      return;
    }
    signIn.mutate(email.trim());
  };

  return (
    <div className={styles.section}>
      <div className={formStyles.divider}>or</div>
      <Button size="large" block icon={<KeyOutlined />} loading={signIn.isPending} onClick={start}>
        Sign in with Passkey
      </Button>
    </div>
  );
}
