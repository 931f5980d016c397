import {
  AUTH_API_MESSAGES,
  NETWORKER_JOURNEY_MESSAGES as M,
  PASSWORD_MIN_LENGTH,
  type PublicInvitation,
  type UserStatusAnswer,
} from '@referrals/contracts';

/** The modal's modes outside onboarding (spec section 4); the lookup decides between the last three. */
export type AccountMode = 'checking' | 'new_user' | 'existing_no_profile' | 'existing_login';

export function modeFromStatus(status: UserStatusAnswer | null): AccountMode {
  if (!status?.exists) return 'new_user';
  return status.hasNetworkerProfile ? 'existing_login' : 'existing_no_profile';
}

export const MODE_HINTS: Record<Exclude<AccountMode, 'checking'>, string> = {
  existing_login: M.accountFound,
  existing_no_profile: M.accountNoProfile,
  new_user: M.newAccount,
};

export interface AccountForm {
  email: string;
  fullName: string;
  title: string;
  company: string;
  linkedinUrl: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const EMPTY_ACCOUNT_FORM: AccountForm = {
  email: '',
  fullName: '',
  title: '',
  company: '',
  linkedinUrl: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * The form as the invitation already fills it: the invitee's name, title, company and LinkedIn, as the
 * operator entered them (a group link names nobody, so it fills nothing). The email is not in the
 * invitation's public answer (a link may be guessed; an address is not for anyone holding it).
 */
export function accountFormFromInvitation(
  invitation: Pick<
    PublicInvitation,
    'kind' | 'inviteeName' | 'inviteeTitle' | 'inviteeCompany' | 'prospectLinkedinUrl'
  >,
): AccountForm {
  if (invitation.kind === 'generic') return EMPTY_ACCOUNT_FORM;
  return {
    ...EMPTY_ACCOUNT_FORM,
    fullName: invitation.inviteeName.trim(),
    title: invitation.inviteeTitle?.trim() ?? '',
    company: invitation.inviteeCompany?.trim() ?? '',
    linkedinUrl: invitation.prospectLinkedinUrl?.trim() ?? '',
  };
}

export type AccountFormErrors = Partial<Record<keyof AccountForm, string>>;

/** The fields in the order the form shows them (and the order their problems are told). */
const FIELD_ORDER: readonly (keyof AccountForm)[] = [
  'email',
  'fullName',
  'title',
  'company',
  'linkedinUrl',
  'password',
  'confirmPassword',
  'acceptTerms',
];

/** Each field's problem, in the spec's words, shown beside the field; empty when the form may be sent. */
export function accountFormErrors(
  form: AccountForm,
  mode: AccountMode,
  usesPasskey: boolean,
): AccountFormErrors {
  const newUser = mode === 'new_user' || mode === 'checking';
  const errors: AccountFormErrors = {};
  if (newUser && !form.fullName.trim()) errors.fullName = M.fullNameRequired;
  if (!form.email.trim()) errors.email = M.emailRequired;
  if (!(newUser && usesPasskey)) {
    if (!form.password) errors.password = M.passwordRequired;
    else if (newUser && form.password.length < PASSWORD_MIN_LENGTH) {
      errors.password = AUTH_API_MESSAGES.passwordTooShort;
    } else if (newUser && form.password !== form.confirmPassword) {
      errors.confirmPassword = M.passwordsDontMatch;
    }
  }
  if (newUser && !form.acceptTerms) errors.acceptTerms = M.termsRequired;
  return errors;
}

/** The first field with a problem, as the form lays them out; null when there is none. */
export function firstInvalidField(errors: AccountFormErrors): keyof AccountForm | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** What the submit button says for each mode when nothing is under way. */
export const SUBMIT_LABELS: Record<AccountMode, string> = {
  checking: 'Create Account & Continue',
  new_user: 'Create Account & Continue',
  existing_no_profile: 'Create Profile & Join',
  existing_login: 'Associate Invitation',
};

/** The submit button's label: busy while working, the passkey's own label for a new passkey account. */
export function submitLabel(
  mode: AccountMode,
  busy: 'password' | 'passkey' | null,
  usesPasskey: boolean,
): string {
  if (busy) return busy === 'passkey' ? 'Setting up Passkey...' : 'Creating Account...';
  return usesPasskey ? 'Create Account with Passkey' : SUBMIT_LABELS[mode];
}
