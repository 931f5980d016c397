import KeyOutlined from '@ant-design/icons/KeyOutlined';
import {
  AUTH_API_MESSAGES,
  AUTH_UI_MESSAGES,
  FORM_EMAIL_CHECK_DEBOUNCE_MS,
  NETWORKER_JOURNEY_MESSAGES as M,
  type QuickNetworkerRegistrationRequest,
} from '@referrals/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import { type FormEvent, useState } from 'react';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import formStyles from '../auth/AuthForm.module.css';
import styles from './RegistrationForm.module.css';
import { FormField } from '../auth/FormField';
import { createPasskeyForNewAccount } from '../auth/passkeys/passkeyCeremonies';
import { PasskeyFailure } from '../auth/passkeys/passkeyFailure';
import { PasskeyUnavailableNote } from '../auth/passkeys/PasskeyUnavailableNote';
import { usePasskeySupport } from '../auth/passkeys/usePasskeySupport';
import { useAccountMode } from '../invitation-landing/registration/useAccountMode';
import { createAccountProblem } from './registrationFormRules';
import { useJoinThenSubmitContacts } from './useJoinThenSubmitContacts';

interface CreateAccountFormProps {
  slug: string;
  invitationId: string;
  onSignIn: (email: string) => void;
}

/** Full name, email, then a passkey or a password: the account is created with the invitation accepted. */
export function CreateAccountForm({ slug, invitationId, onSignIn }: CreateAccountFormProps) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passkeyCredentialId, setPasskeyCredentialId] = useState<string | null>(null);
  const [creatingPasskey, setCreatingPasskey] = useState(false);
  const [choice, setChoice] = useState<'passkey' | 'password'>('passkey');
  const support = usePasskeySupport();
  const mode = useAccountMode(email, invitationId, FORM_EMAIL_CHECK_DEBOUNCE_MS);
  const emailTaken = mode === 'existing_login' || mode === 'existing_no_profile';
  const usesPasskey = support === 'available' && choice === 'passkey';
  const join = useJoinThenSubmitContacts(slug);

  const setUpPasskey = async () => {
    if (!fullName.trim() || !email.trim()) {
      showToast({ kind: 'error', title: M.missingInformationTitle, description: M.enterNameAndEmailFirst });
      return;
    }
    setCreatingPasskey(true);
    try {
      setPasskeyCredentialId(await createPasskeyForNewAccount(email.trim(), fullName.trim()));
      showToast({ kind: 'success', title: AUTH_UI_MESSAGES.passkeyCreatedTitle });
    } catch (error) {
      const reason = error instanceof PasskeyFailure ? error.message : AUTH_UI_MESSAGES.credentialFailed;
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.passkeySetupFailedTitle,
        description: `${reason} ${AUTH_UI_MESSAGES.passkeyFallback}`,
      });
      setChoice('password');
    } finally {
      setCreatingPasskey(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credential = usesPasskey ? passkeyCredentialId : null;
    const problem = createAccountProblem(
      { fullName, email, password: usesPasskey ? '' : password, passkeyCredentialId: credential },
      emailTaken,
    );
    if (problem) {
      showToast({ kind: 'error', title: problem.title, description: problem.description });
      return;
    }
    const body: QuickNetworkerRegistrationRequest = {
      invitationUuid: invitationId,
      fullName: fullName.trim(),
      email: email.trim(),
      ...(credential
        ? { authMethod: 'passkey', passkeyCredentialId: credential }
        : { authMethod: 'password', password }),
    };
    join.mutate(() => api('POST /api/networker-registration/register', { body }));
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Create your account">
      <FormField id="registration-name" label="Full name">
        <Input
          id="registration-name"
          size="large"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
      </FormField>
      <FormField id="registration-email" label="Email">
        <Input
          id="registration-email"
          type="email"
          size="large"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setPasskeyCredentialId(null);
          }}
          placeholder="you@company.com"
        />
      </FormField>
      <div aria-live="polite">
        {mode === 'checking' && email.includes('@') ? <p className={formStyles.note}>Checking…</p> : null}
        {emailTaken ? (
          <Alert
            type="warning"
            showIcon
            title={M.emailIssueTitle}
            description={
              <>
                {AUTH_API_MESSAGES.emailTaken}{' '}
                <button type="button" className={styles.tapLink} onClick={() => onSignIn(email)}>
                  Sign in instead
                </button>
              </>
            }
          />
        ) : null}
      </div>
      {support === 'unavailable' ? <PasskeyUnavailableNote asAlert /> : null}
      {support === 'available' ? (
        <Segmented
          block
          size="large"
          value={choice}
          onChange={(value) => setChoice(value === 'password' ? 'password' : 'passkey')}
          options={[
            { label: 'Passkey', value: 'passkey' },
            { label: 'Password', value: 'password' },
          ]}
        />
      ) : null}
      {usesPasskey ? (
        passkeyCredentialId ? (
          <Alert type="success" showIcon title="Passkey ready. Create your account to finish." />
        ) : (
          <Button
            size="large"
            block
            icon={<KeyOutlined aria-hidden="true" />}
            loading={creatingPasskey}
            onClick={() => void setUpPasskey()}
          >
            {creatingPasskey ? 'Setting up Passkey...' : 'Set up Passkey'}
          </Button>
        )
      ) : (
        <FormField id="registration-password" label="Password">
          <Input.Password
            id="registration-password"
            size="large"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={join.isPending}>
        {join.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className={formStyles.note}>
        Already have an account?{' '}
        <button type="button" className={styles.tapLink} onClick={() => onSignIn(email)}>
          Sign in
        </button>
      </p>
    </form>
  );
}
