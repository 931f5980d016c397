import { RECENT_AUTHENTICATION_WINDOW_MS } from '@referrals/contracts';

declare module 'express-session' {
  interface SessionData {
    /**
     * When the session's user last proved who they are (milliseconds since the epoch): a sign-in of any
     * kind, or the password asked again. Sessions from before this field have none: never recent.
     */
    authenticatedAt?: number;
  }
}

/** Until when a proof of identity made at `authenticatedAt` lets the session change how the account signs in. */
export function recentUntil(authenticatedAt: number): Date {
  return new Date(authenticatedAt + RECENT_AUTHENTICATION_WINDOW_MS);
}

/**
 * Whether the user proved who they are recently enough to add or remove a passkey. A proof dated in
 * the future (a clock moved back) does not count: it says nothing of when it was made.
 */
export function recentlyAuthenticated(authenticatedAt: number | undefined, now: Date): boolean {
  if (authenticatedAt === undefined || authenticatedAt > now.getTime()) return false;
  return now.getTime() < recentUntil(authenticatedAt).getTime();
}
