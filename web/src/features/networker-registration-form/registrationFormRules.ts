import {
  AUTH_API_MESSAGES,
  AUTH_UI_MESSAGES,
  NETWORKER_JOURNEY_MESSAGES as M,
  PASSWORD_MIN_LENGTH,
} from '@referrals/contracts';

export interface CreateAccountFields {
  fullName: string;
  email: string;
  password: string;
  /** Set once a passkey was created for this email: then no password is needed. */
  passkeyCredentialId: string | null;
}

export type CreateAccountProblem = {
  title: string;
  description: string;
  kind: 'missing' | 'too-short' | 'email-taken';
} | null;

/** The registration form's checks, in the spec's order (section 5); null when the form may be sent. */
export function createAccountProblem(fields: CreateAccountFields, emailTaken: boolean): CreateAccountProblem {
  const missingPassword = !fields.passkeyCredentialId && !fields.password;
  if (!fields.fullName.trim() || !fields.email.trim() || missingPassword) {
    return { kind: 'missing', title: M.missingInformationTitle, description: M.fillRequiredFields };
  }
  if (!fields.passkeyCredentialId && fields.password.length < PASSWORD_MIN_LENGTH) {
    return {
      kind: 'too-short',
      title: AUTH_UI_MESSAGES.passwordTooShortTitle,
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    };
  }
  if (emailTaken)
    return { kind: 'email-taken', title: M.emailIssueTitle, description: AUTH_API_MESSAGES.emailTaken };
  return null;
}
