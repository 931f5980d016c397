import { NETWORKER_JOURNEY_MESSAGES as M, type UserStatusAnswer } from '@referrals/contracts';

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

/** The first problem with the form, as the spec's 'Validation Error' toast says it; null when it may be sent. */
export function accountFormProblem(
  form: AccountForm,
  mode: AccountMode,
  usesPasskey: boolean,
): string | null {
  const newUser = mode === 'new_user' || mode === 'checking';
  if (newUser && !form.fullName.trim()) return M.fullNameRequired;
  if (!form.email.trim()) return M.emailRequired;
  if (newUser && usesPasskey) return form.acceptTerms ? null : M.termsRequired;
  if (!form.password) return M.passwordRequired;
  if (newUser && form.password !== form.confirmPassword) return M.passwordsDontMatch;
  if (newUser && !form.acceptTerms) return M.termsRequired;
  return null;
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
