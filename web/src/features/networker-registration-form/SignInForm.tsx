import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { AUTH_UI_MESSAGES, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import Button from 'antd/es/button';
import { type FormEvent, useState } from 'react';
import formStyles from '../auth/AuthForm.module.css';
import styles from './RegistrationForm.module.css';
import { toastEmailRequired, toastMissingInformation } from '../auth/authToasts';
import { SignInFields } from '../auth/SignInFields';
import { signInWithPasskey } from '../auth/passkeys/passkeyCeremonies';
import { PasskeyUnavailableNote } from '../auth/passkeys/PasskeyUnavailableNote';
import { usePasskeySupport } from '../auth/passkeys/usePasskeySupport';
import { joinInvitation } from '../invitation-landing/registration/joinInvitation';
import { EMPTY_ACCOUNT_FORM } from '../invitation-landing/registration/registrationModes';
import { useJoinThenSubmitContacts } from './useJoinThenSubmitContacts';

interface SignInFormProps {
  slug: string;
  invitationId: string;
  initialEmail: string;
  onCreateAccount: () => void;
}

/** An existing account signs in (password or passkey) and the invitation joins it. */
export function SignInForm({ slug, invitationId, initialEmail, onCreateAccount }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const support = usePasskeySupport();
  const join = useJoinThenSubmitContacts(slug, M.associationFailedTitle);
  const accept = (signedIn: { hasNetworkerProfile: boolean; name: string } | null) =>
    joinInvitation({
      invitationId,
      mode: 'existing_login',
      form: { ...EMPTY_ACCOUNT_FORM, email: email.trim(), password },
      usesPasskey: false,
      signedIn,
      prospectApprovals: {},
      newContacts: [],
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toastMissingInformation(AUTH_UI_MESSAGES.enterEmailAndPassword);
      return;
    }
    join.mutate(() => accept(null));
  };

  const signInWithPasskeyThenJoin = () => {
    if (!email.trim()) {
      toastEmailRequired(AUTH_UI_MESSAGES.enterEmailFirst);
      return;
    }
    join.mutate(async () => accept(await signInWithPasskey(email.trim())));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Sign in">
      <SignInFields
        idPrefix="sign-in"
        email={email}
        onEmailChange={setEmail}
        password={password}
        onPasswordChange={setPassword}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={join.isPending}>
        {join.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      {support === 'available' ? (
        <>
          <div className={formStyles.divider}>or</div>
          <Button
            size="large"
            block
            icon={<KeyOutlined aria-hidden="true" />}
            disabled={join.isPending}
            onClick={signInWithPasskeyThenJoin}
          >
            Sign in with Passkey
          </Button>
        </>
      ) : null}
      {support === 'unavailable' ? <PasskeyUnavailableNote domainOnly /> : null}
      <p className={formStyles.note}>
        <button type="button" className={styles.tapLink} onClick={onCreateAccount}>
          Need to create a new account?
        </button>
      </p>
    </form>
  );
}
