import { describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { expectedOutcome } from './joinInvitation';
import {
  type AccountForm,
  accountFormErrors,
  accountFormFromInvitation,
  EMPTY_ACCOUNT_FORM,
  firstInvalidField,
  modeFromStatus,
  submitLabel,
} from './registrationModes';

const form: AccountForm = {
  email: 'nora@example.com',
  fullName: 'Nora',
  title: '',
  company: '',
  linkedinUrl: '',
  password: 'Correct-Horse-9',
  confirmPassword: 'Correct-Horse-9',
  acceptTerms: true,
};

/** The first problem in the form's order, as the modal focuses it; null when the form may be sent. */
function accountFormProblem(...args: Parameters<typeof accountFormErrors>): string | null {
  const errors = accountFormErrors(...args);
  const first = firstInvalidField(errors);
  return first ? (errors[first] ?? null) : null;
}

describe('the registration modal’s modes and checks', () => {
  it('follows the email lookup', () => {
    expect(modeFromStatus(null)).toBe('new_user');
    expect(modeFromStatus({ exists: false, hasNetworkerProfile: false })).toBe('new_user');
    expect(modeFromStatus({ exists: true, hasNetworkerProfile: false })).toBe('existing_no_profile');
    expect(modeFromStatus({ exists: true, hasNetworkerProfile: true })).toBe('existing_login');
  });

  it('checks a new account in the spec’s order', () => {
    expect(accountFormProblem(form, 'new_user', false)).toBeNull();
    expect(accountFormProblem({ ...form, fullName: ' ' }, 'new_user', false)).toBe(M.fullNameRequired);
    expect(accountFormProblem({ ...form, email: '' }, 'new_user', false)).toBe(M.emailRequired);
    expect(accountFormProblem({ ...form, password: '' }, 'new_user', false)).toBe(M.passwordRequired);
    expect(accountFormProblem({ ...form, confirmPassword: 'x' }, 'new_user', false)).toBe(
      M.passwordsDontMatch,
    );
    expect(accountFormProblem({ ...form, acceptTerms: false }, 'new_user', false)).toBe(M.termsRequired);
  });

  it('asks no password of a passkey and only the password of an existing account', () => {
    expect(accountFormProblem({ ...form, password: '', confirmPassword: '' }, 'new_user', true)).toBeNull();
    expect(
      accountFormProblem(
        { ...form, fullName: '', confirmPassword: '', acceptTerms: false },
        'existing_login',
        false,
      ),
    ).toBeNull();
    expect(accountFormProblem({ ...form, password: '' }, 'existing_no_profile', false)).toBe(
      M.passwordRequired,
    );
  });

  it('refuses a new password shorter than the server accepts, before sending it', () => {
    expect(accountFormProblem({ ...form, password: 'Ab1', confirmPassword: 'Ab1' }, 'new_user', false)).toBe(
      AUTH_API_MESSAGES.passwordTooShort,
    );
    expect(accountFormProblem({ ...form, password: 'Ab1' }, 'existing_login', false)).toBeNull();
  });

  it('tells each field its own problem and which one to fix first', () => {
    const errors = accountFormErrors({ ...EMPTY_ACCOUNT_FORM, password: 'x' }, 'new_user', false);
    expect(errors).toEqual({
      fullName: M.fullNameRequired,
      email: M.emailRequired,
      password: AUTH_API_MESSAGES.passwordTooShort,
      acceptTerms: M.termsRequired,
    });
    expect(firstInvalidField(errors)).toBe('email');
    expect(firstInvalidField({ confirmPassword: M.passwordsDontMatch })).toBe('confirmPassword');
    expect(firstInvalidField(accountFormErrors(form, 'new_user', false))).toBeNull();
  });

  it('labels the submit button by mode, method and progress', () => {
    expect(submitLabel('new_user', null, false)).toBe('Create Account & Continue');
    expect(submitLabel('new_user', null, true)).toBe('Create Account with Passkey');
    expect(submitLabel('existing_login', null, false)).toBe('Associate Invitation');
    expect(submitLabel('existing_no_profile', null, false)).toBe('Create Profile & Join');
    expect(submitLabel('new_user', 'passkey', true)).toBe('Setting up Passkey...');
    expect(submitLabel('existing_login', 'password', false)).toBe('Creating Account...');
  });
});

describe('the form the invitation fills in', () => {
  const invitation = {
    kind: 'personal' as const,
    inviteeName: 'Jordan Lee ',
    inviteeTitle: 'Partner',
    inviteeCompany: 'Acme',
    prospectLinkedinUrl: 'linkedin.com/in/jordan',
  };

  it('takes the invitee’s name, title, company and LinkedIn the operator entered', () => {
    expect(accountFormFromInvitation(invitation)).toEqual({
      ...EMPTY_ACCOUNT_FORM,
      fullName: 'Jordan Lee',
      title: 'Partner',
      company: 'Acme',
      linkedinUrl: 'linkedin.com/in/jordan',
    });
  });

  it('leaves blank what the operator did not enter, and everything for a group link', () => {
    expect(
      accountFormFromInvitation({
        ...invitation,
        inviteeTitle: null,
        inviteeCompany: null,
        prospectLinkedinUrl: null,
      }),
    ).toEqual({ ...EMPTY_ACCOUNT_FORM, fullName: 'Jordan Lee' });
    expect(accountFormFromInvitation({ ...invitation, kind: 'generic' })).toEqual(EMPTY_ACCOUNT_FORM);
  });
});

describe('what joining will do', () => {
  it('registers new accounts, creates missing profiles and otherwise associates', () => {
    expect(expectedOutcome('new_user', null)).toBe('registered');
    expect(expectedOutcome('checking', null)).toBe('registered');
    expect(expectedOutcome('existing_no_profile', null)).toBe('profile-created');
    expect(expectedOutcome('existing_login', null)).toBe('associated');
    expect(expectedOutcome('new_user', { hasNetworkerProfile: false })).toBe('profile-created');
    expect(expectedOutcome('new_user', { hasNetworkerProfile: true })).toBe('associated');
  });
});
