import type { SessionData } from 'express-session';
import type { AuthorizationChecks } from './oidc-client.port.js';

/** A sign-in sent to LinkedIn and not back yet: what its callback checks, and the invitation to return to. */
export interface LinkedInLoginTransaction extends AuthorizationChecks {
  invitationUuid: string | null;
  expiresAt: number;
}

/** A verified LinkedIn identity linked to no account yet, waiting for its registration to be completed. */
export interface PendingLinkedInIdentity {
  issuer: string;
  subject: string;
  email: string;
  fullName: string;
  picture: string | null;
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    linkedinLogin?: LinkedInLoginTransaction;
    linkedinPending?: PendingLinkedInIdentity;
  }
}

/** Time a member has to sign in at LinkedIn. */
export const LOGIN_TRANSACTION_TTL_MS = 10 * 60 * 1000;
/** Time a member has to complete the registration after LinkedIn vouched for them. */
export const PENDING_IDENTITY_TTL_MS = 15 * 60 * 1000;

type LinkedInSessionData = Pick<SessionData, 'linkedinLogin' | 'linkedinPending'>;

/** Removes the login transaction from the session, since a callback uses it up; null when absent or expired. */
export function takeLoginTransaction(
  session: LinkedInSessionData,
  now: Date,
): LinkedInLoginTransaction | null {
  const login = session.linkedinLogin;
  delete session.linkedinLogin;
  return login && login.expiresAt > now.getTime() ? login : null;
}

/** The identity waiting for its registration; null when there is none or it expired. */
export function pendingIdentity(session: LinkedInSessionData, now: Date): PendingLinkedInIdentity | null {
  const pending = session.linkedinPending;
  return pending && pending.expiresAt > now.getTime() ? pending : null;
}
