import { NETWORKER_JOURNEY_MESSAGES as M, PASSWORD_MIN_LENGTH } from '@referrals/contracts';
import type { AccountForm } from '../invitation-landing/registration/registrationModes';

export const SIGNUP_MESSAGES = {
  termsRequiredTitle: 'Terms Required',
  passwordMismatchTitle: 'Password Mismatch',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShortTitle: 'Password Too Short',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
} as const;

/** The invitation signup's checks (spec section 5), as a toast's title and text; null when it may be sent. */
export function signupProblem(form: AccountForm): { title: string; description: string } | null {
  if (!form.fullName.trim() || !form.email.trim() || !form.password) {
    return { title: M.missingInformationTitle, description: M.fillRequiredFields };
  }
  if (!form.acceptTerms) return { title: SIGNUP_MESSAGES.termsRequiredTitle, description: M.termsRequired };
  if (form.password !== form.confirmPassword) {
    return { title: SIGNUP_MESSAGES.passwordMismatchTitle, description: SIGNUP_MESSAGES.passwordsDoNotMatch };
  }
  if (form.password.length < PASSWORD_MIN_LENGTH) {
    return { title: SIGNUP_MESSAGES.passwordTooShortTitle, description: SIGNUP_MESSAGES.passwordTooShort };
  }
  return null;
}

/** The submit button waits for the terms and for matching passwords (spec). */
export const signupBlocked = (form: AccountForm): boolean =>
  !form.acceptTerms || form.password !== form.confirmPassword;
