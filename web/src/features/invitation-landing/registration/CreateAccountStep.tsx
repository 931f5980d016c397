import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { NETWORKER_JOURNEY_MESSAGES as M, type AuthUser, legalSectionHref } from '@referrals/contracts';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import { type FormEvent, useId, useState } from 'react';
import { apiUrl } from '../../../api/client';
import { usePasskeySupport } from '../../auth/passkeys/usePasskeySupport';
import styles from './NetworkerRegistrationModal.module.css';
import {
  type AccountForm,
  type AccountMode,
  accountFormProblem,
  EMPTY_ACCOUNT_FORM,
  MODE_HINTS,
  SUBMIT_LABELS,
  submitLabel,
} from './registrationModes';
import { useAccountMode } from './useAccountMode';
import { showToast } from '../../../ui/showToast';

export interface AccountSubmission {
  form: AccountForm;
  mode: AccountMode;
  usesPasskey: boolean;
}

interface CreateAccountStepProps {
  invitationId: string;
  signedInUser: AuthUser | null;
  linkedinEnabled: boolean;
  busy: 'password' | 'passkey' | null;
  /** Set after a failed passkey: the form falls back to a password. */
  passkeyFailed: boolean;
  onBack: () => void;
  onSubmit: (submission: AccountSubmission) => void;
}

/** Step 2, 'Create Your Account': LinkedIn, or the form, whose fields follow the email's account mode. */
export function CreateAccountStep(props: CreateAccountStepProps) {
  const { signedInUser, busy } = props;
  if (signedInUser) {
    return (
      <div className={styles.step}>
        <h2 className={styles.stepTitle}>Create Your Account</h2>
        <p>
          You are signed in as <strong>{signedInUser.name}</strong> ({signedInUser.email}). The invitation and
          your prospects will join this account.
        </p>
        <div className={styles.footer}>
          <Button size="large" onClick={props.onBack}>
            Back to Prospects
          </Button>
          <Button
            type="primary"
            size="large"
            loading={busy !== null}
            onClick={() =>
              props.onSubmit({
                form: { ...EMPTY_ACCOUNT_FORM, email: signedInUser.email },
                mode: 'existing_login',
                usesPasskey: false,
              })
            }
          >
            {SUBMIT_LABELS[signedInUser.hasNetworkerProfile ? 'existing_login' : 'existing_no_profile']}
          </Button>
        </div>
      </div>
    );
  }
  return <AccountFormStep {...props} />;
}

function AccountFormStep({
  invitationId,
  linkedinEnabled,
  busy,
  passkeyFailed,
  onBack,
  onSubmit,
}: CreateAccountStepProps) {
  const [form, setForm] = useState(EMPTY_ACCOUNT_FORM);
  const mode = useAccountMode(form.email, invitationId);
  const passkeys = usePasskeySupport();
  const [method, setMethod] = useState<'passkey' | 'password'>('password');
  const id = useId();
  const newUser = mode === 'new_user' || mode === 'checking';
  const usesPasskey = newUser && passkeys === 'available' && method === 'passkey' && !passkeyFailed;
  const set = (key: keyof AccountForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = accountFormProblem(form, mode, usesPasskey);
    if (problem) {
      showToast({ kind: 'error', title: M.validationErrorTitle, description: problem });
      return;
    }
    onSubmit({ form, mode, usesPasskey });
  };

  const input = (key: keyof AccountForm, label: string, type = 'text', autoComplete?: string) => (
    <label className={styles.field} htmlFor={`${id}-${key}`}>
      <span>{label}</span>
      {type === 'password' ? (
        <Input.Password
          id={`${id}-${key}`}
          size="large"
          autoComplete={autoComplete}
          value={form[key] as string}
          onChange={(event) => set(key)(event.target.value)}
        />
      ) : (
        <Input
          id={`${id}-${key}`}
          size="large"
          type={type}
          autoComplete={autoComplete}
          value={form[key] as string}
          onChange={(event) => set(key)(event.target.value)}
        />
      )}
    </label>
  );

  return (
    <form className={styles.step} onSubmit={submit} aria-label="Create Your Account" noValidate>
      <h2 className={styles.stepTitle}>Create Your Account</h2>
      {linkedinEnabled ? (
        <>
          <Button
            size="large"
            icon={<LinkedinFilled aria-hidden="true" />}
            href={apiUrl('GET /api/auth/linkedin', { query: { invitationUuid: invitationId } })}
          >
            Continue with LinkedIn
          </Button>
          <p className={styles.or}>or sign up with your email</p>
        </>
      ) : null}
      {input('email', 'Email', 'email', 'email')}
      <p className={styles.hint} aria-live="polite">
        {mode === 'checking' ? (
          <>
            <LoadingOutlined aria-hidden="true" /> Checking…
          </>
        ) : form.email.includes('@') ? (
          MODE_HINTS[mode]
        ) : null}
      </p>
      {mode !== 'existing_login' ? (
        <>
          {input('fullName', 'Full name', 'text', 'name')}
          {input('title', 'Job title', 'text', 'organization-title')}
          {input('company', 'Company', 'text', 'organization')}
          {input('linkedinUrl', 'LinkedIn profile', 'url')}
        </>
      ) : null}
      {newUser && passkeys === 'available' && !passkeyFailed ? (
        <Segmented
          block
          size="large"
          value={method}
          onChange={(value) => setMethod(value === 'passkey' ? 'passkey' : 'password')}
          options={[
            { label: 'Password', value: 'password' },
            { label: 'Passkey', value: 'passkey' },
          ]}
        />
      ) : null}
      {!usesPasskey
        ? input('password', 'Password', 'password', newUser ? 'new-password' : 'current-password')
        : null}
      {newUser && !usesPasskey
        ? input('confirmPassword', 'Confirm password', 'password', 'new-password')
        : null}
      {newUser ? (
        <Checkbox
          checked={form.acceptTerms}
          onChange={(event) => set('acceptTerms')(event.target.checked)}
          className={styles.terms}
        >
          I accept the{' '}
          <a href={legalSectionHref('terms')} target="_blank" rel="noopener noreferrer">
            terms and conditions
          </a>
        </Checkbox>
      ) : null}
      <div className={styles.footer}>
        <Button size="large" onClick={onBack}>
          Back to Prospects
        </Button>
        <Button type="primary" size="large" htmlType="submit" loading={busy !== null}>
          {submitLabel(mode, busy, usesPasskey)}
        </Button>
      </div>
    </form>
  );
}
