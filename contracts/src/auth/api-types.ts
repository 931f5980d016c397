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
}
export interface MessageAnswer {
  message: string;
}

export interface GrantRoleRequest {
  userId: string;
  role: UserRole;
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
