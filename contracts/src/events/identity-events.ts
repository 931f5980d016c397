import type { UserRole, UserType } from '../auth/roles.js';

/**
 * Identity facts that matter to the audit trail, appended to stream `user-{userId}`.
 * Credentials never appear here: they stay in the identity tables.
 */
export const IDENTITY_EVENT_TYPES = {
  userRegistered: 'UserRegistered',
  roleGranted: 'RoleGranted',
  networkerProfileCreated: 'NetworkerProfileCreated',
} as const;

export const userStream = (userId: string): string => `user-${userId}`;

export interface UserRegisteredData {
  userId: string;
  name: string;
  userType: UserType;
  /** How the account was first secured: password, passkey or an external provider. */
  signUpMethod: 'password' | 'passkey' | 'linkedin' | 'seed';
  /** When the terms and conditions were accepted at sign-up; absent where none were shown (and before this was recorded). */
  termsAcceptedAt?: string;
}

export interface RoleGrantedData {
  userId: string;
  role: UserRole;
}

export interface NetworkerProfileCreatedData {
  userId: string;
  fullName: string;
  title: string | null;
  company: string | null;
  linkedinUrl: string | null;
}
