import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { type AuthUser, legalSectionHref, PASSWORD_MIN_LENGTH } from '@referrals/contracts';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { apiUrl } from '../../../api/client';
import { PasskeyUnavailableNote } from '../../auth/passkeys/PasskeyUnavailableNote';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { usePasskeySupport } from '../../auth/passkeys/usePasskeySupport';
import styles from './NetworkerRegistrationModal.module.css';
import {
  type AccountForm,
  accountFormErrors,
  type AccountMode,
  EMPTY_ACCOUNT_FORM,
  firstInvalidField,
  MODE_HINTS,
  SUBMIT_LABELS,
  submitLabel,
} from './registrationModes';
import { useAccountMode } from './useAccountMode';

export interface AccountSubmission {
  form: AccountForm;
  mode: AccountMode;
  usesPasskey: boolean;
}

interface CreateAccountStepProps {
  invitationId: string;
  /** What the invitation already says about the invitee (name, title, company, LinkedIn). */
  prefill: AccountForm;
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
  prefill,
  linkedinEnabled,
  busy,
  passkeyFailed,
  onBack,
  onSubmit,
}: CreateAccountStepProps) {
  const [form, setForm] = useState(prefill);
  // Problems show at their fields from the first attempt to send on, and go as each field is fixed.
  const [attempted, setAttempted] = useState(false);
  const mode = useAccountMode(form.email, invitationId);
  const passkeys = usePasskeySupport();
  const [method, setMethod] = useState<'passkey' | 'password'>('password');
  const id = useId();
  const newUser = mode === 'new_user' || mode === 'checking';
  const usesPasskey = newUser && passkeys === 'available' && method === 'passkey' && !passkeyFailed;
  const set = (key: keyof AccountForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));

  const errors = attempted ? accountFormErrors(form, mode, usesPasskey) : {};
  const fieldId = (key: keyof AccountForm) => `${id}-${key}`;
  const errorId = (key: keyof AccountForm) => `${id}-${key}-error`;
  const passwordRulesId = `${id}-password-rules`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstInvalidField(accountFormErrors(form, mode, usesPasskey));
    if (invalid) {
      setAttempted(true);
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    onSubmit({ form, mode, usesPasskey });
  };

  const fieldError = (key: keyof AccountForm) =>
    errors[key] ? (
      <span id={errorId(key)} className={styles.fieldError}>
        {errors[key]}
      </span>
    ) : null;

  const input = (
    key: keyof AccountForm,
    label: string,
    type = 'text',
    autoComplete?: string,
    help?: ReactNode,
    /** The id of text in `help` that describes the field (its rules), read with the field. */
    helpId?: string,
  ) => {
    const control = {
      id: fieldId(key),
      size: 'large' as const,
      autoComplete,
      value: form[key] as string,
      status: errors[key] ? ('error' as const) : undefined,
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': [errors[key] ? errorId(key) : null, helpId].filter(Boolean).join(' ') || undefined,
      onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId(key)}>{label}</label>
        {type === 'password' ? <Input.Password {...control} /> : <Input {...control} type={type} />}
        {fieldError(key)}
        {help}
      </div>
    );
  };

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
      {newUser && passkeys === 'unavailable' ? (
        <PasskeyUnavailableNote domainOnly className={styles.hint} />
      ) : null}
      {!usesPasskey
        ? input(
            'password',
            'Password',
            'password',
            newUser ? 'new-password' : 'current-password',
            newUser ? (
              <>
                <span id={passwordRulesId} className={styles.fieldHelp}>
                  At least {PASSWORD_MIN_LENGTH} characters; upper- and lower-case letters and a number make
                  it strong.
                </span>
                <PasswordStrengthMeter password={form.password} />
              </>
            ) : null,
            newUser ? passwordRulesId : undefined,
          )
        : null}
      {newUser && !usesPasskey
        ? input('confirmPassword', 'Confirm password', 'password', 'new-password')
        : null}
      {newUser ? (
        <div className={styles.field}>
          <Checkbox
            id={fieldId('acceptTerms')}
            checked={form.acceptTerms}
            onChange={(event) => set('acceptTerms')(event.target.checked)}
            className={styles.terms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? errorId('acceptTerms') : undefined}
          >
            I accept the{' '}
            <a href={legalSectionHref('terms')} target="_blank" rel="noopener noreferrer">
              terms and conditions
            </a>
          </Checkbox>
          {fieldError('acceptTerms')}
        </div>
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
