import type { UserRole, UserType } from './roles.js';

/** The signed-in user as GET /api/auth/me and every sign-in answer it. */
export interface AuthUser {
  id: string;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  userType: UserType;
  /** The role the user is acting in now (switchable when several are held). */
  activeRole: UserRole;
  roles: UserRole[];
  hasOperatorProfile: boolean;
  hasNetworkerProfile: boolean;
  /** How the account can sign in. */
  signInMethods: { password: boolean; passkeys: number; linkedin: boolean };
  /** One of the accounts `npm start` seeds for its sample workspace: the screens say it is a demo. */
  demo: boolean;
}

/** GET /api/auth/session: public; gives the CSRF token every mutation must echo. */
export interface SessionAnswer {
  authenticated: boolean;
  user: AuthUser | null;
  csrfToken: string;
  /** Sign-in methods this deployment offers. */
  linkedinEnabled: boolean;
}

export type AuthMethod = 'password' | 'passkey';

export interface RegisterRequest {
  name: string;
  email: string;
  username?: string;
  phone?: string;
  password?: string;
  userType?: UserType;
  authMethod?: AuthMethod;
  /** With authMethod 'passkey': the id of the passkey just verified in this session (must match it). */
  passkeyCredentialId?: string;
  /** The spec's other passkey fields: the public key must be the verified passkey's (base64url or base64). */
  passkeyPublicKey?: string;
  /** Accepted for the spec's clients (it starts at 0); the server keeps the authenticator's own count. */
  passkeyCounter?: number;
}

export interface LoginRequest {
  /** Holds the email (the spec's field name). */
  username: string;
  password: string;
}

export interface UserAnswer {
  user: AuthUser;
}

export interface CheckEmailRequest {
  email: string;
}
export interface CheckEmailAnswer {
  exists: boolean;
}

export interface CheckUserStatusRequest {
  email: string;
  invitationUuid?: string;
}
export interface UserStatusAnswer {
  exists: boolean;
  hasNetworkerProfile: boolean;
}

export interface ForgotPasswordRequest {
  email: string;
}
export interface ResetPasswordRequest {
  token: string;
  password: string;
  /** Also remove every passkey of the account (not in the spec; false when left out). */
  removePasskeys?: boolean;
}
/** POST /api/auth/reset-password/check: whether a reset link works, before the new password is chosen. */
export interface ResetLinkCheckRequest {
  token: string;
}
/** A working reset link's account: how many passkeys the reset could remove. */
export interface ResetLinkCheckAnswer {
  passkeys: number;
}
export interface MessageAnswer {
  message: string;
}

export interface GrantRoleRequest {
  userId: string;
  role: UserRole;
}
/** POST /api/user-roles: the account and every role it now holds. */
export interface GrantRoleAnswer {
  userId: string;
  roles: UserRole[];
}
export interface SwitchRoleRequest {
  role: UserRole;
}

export interface NetworkerProfileRequest {
  userId?: string;
  fullName: string;
  title?: string;
  company?: string;
  linkedinUrl?: string;
  bio?: string;
}
export interface NetworkerProfile {
  userId: string;
  fullName: string;
  title: string | null;
  company: string | null;
  linkedinUrl: string | null;
  bio: string | null;
}

/** The profile LinkedIn handed to /registration; the page may edit the display fields before completing. */
export interface LinkedInProfileData {
  fullName: string;
  /** Shown only: the server takes the email from the identity LinkedIn verified, never from here. */
  email: string;
  title?: string;
  company?: string;
}

/** POST /api/auth/linkedin/complete: creates the networker account of the LinkedIn identity waiting in the session. */
export interface LinkedInCompleteRequest {
  linkedinData: LinkedInProfileData;
  invitationUuid?: string;
  acceptTerms: boolean;
  bio?: string;
}

/**
 * Query parameters of /registration as the LinkedIn callback sets them: the imported profile
 * (with the invitation to return to), an error code, or `success` with the invitation of a
 * returning member.
 */
export interface LinkedInRegistrationSearch {
  fullName?: string;
  email?: string;
  title?: string;
  company?: string;
  invitationUuid?: string;
  error?: string;
  success?: boolean;
  invitation?: string;
}
