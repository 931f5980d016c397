import { PASSKEY_SETTINGS } from '@referrals/contracts';

/** A challenge lives as long as the browser may take to answer it. */
export const PASSKEY_CHALLENGE_TTL_MS = PASSKEY_SETTINGS.timeoutMs;

/** How long a new account's verified passkey waits for the registration form to be sent. */
export const PENDING_PASSKEY_TTL_MS = 10 * 60_000;

interface Expiring {
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** A registration challenge, for a new account (`userId` chosen beforehand) or the signed-in user's own. */
export interface RegistrationChallenge extends Expiring {
  action: 'register';
  challenge: string;
  email: string;
  account: 'new' | 'signed-in';
  userId: string;
}

export interface AuthenticationChallenge extends Expiring {
  action: 'authenticate';
  challenge: string;
  email: string;
}

export type PasskeyChallenge = RegistrationChallenge | AuthenticationChallenge;

/** A new account's verified passkey, kept until POST /api/auth/register creates the account. */
export interface PendingPasskey extends Expiring {
  credentialId: string;
  /** COSE public key, base64url (the session is JSON). */
  publicKey: string;
  counter: number;
  transports: string[];
  /** Absent in sessions from before device names were kept. */
  deviceName?: string | null;
  aaguid?: string | null;
  email: string;
  userId: string;
}

declare module 'express-session' {
  interface SessionData {
    passkeyChallenge?: PasskeyChallenge;
    pendingPasskey?: PendingPasskey;
  }
}

export function expiresAfter(now: Date, ttlMs: number): number {
  return now.getTime() + ttlMs;
}

/**
 * Removes the challenge from the session and answers it when still valid. Every verification
 * attempt takes it, successful or not, so a challenge is answered at most once (ASVS).
 */
export function takeChallenge(
  session: { passkeyChallenge?: PasskeyChallenge },
  now: Date,
): PasskeyChallenge | null {
  const challenge = session.passkeyChallenge;
  delete session.passkeyChallenge;
  return challenge && challenge.expiresAt > now.getTime() ? challenge : null;
}

/** What a registration form says of the passkey it was secured with (the spec's passkey fields). */
export interface ClaimedPasskey {
  credentialId?: string;
  /** COSE public key, base64url or base64. */
  publicKey?: string;
}

/** Binary data written as base64 or base64url, as base64url without padding. */
export function asBase64Url(encoded: string): string {
  return encoded.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The pending passkey when it is for this email, not expired, and the one the form names (its id
 * and public key, where given: claims are checked against what this session verified).
 */
export function pendingPasskeyFor(
  session: { pendingPasskey?: PendingPasskey },
  email: string,
  claimed: ClaimedPasskey,
  now: Date,
): PendingPasskey | null {
  const pending = session.pendingPasskey;
  if (!pending || pending.expiresAt <= now.getTime() || pending.email !== email) return null;
  if (claimed.credentialId !== undefined && claimed.credentialId !== pending.credentialId) return null;
  if (claimed.publicKey !== undefined && asBase64Url(claimed.publicKey) !== pending.publicKey) return null;
  return pending;
}
