/** Header a cookie-authenticated mutation carries its CSRF token in; responses that rotate it send the new one. */
export const CSRF_HEADER = 'x-csrf-token';

/** The one cookie the app sets: the signed session id, kept this many days after the last request. */
export const SESSION_COOKIE_NAME = 'sid';
export const SESSION_LIFETIME_DAYS = 14;

/** Password reset links: single use, valid for one hour (spec). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** WebAuthn settings from the spec. */
export const PASSKEY_SETTINGS = {
  timeoutMs: 60_000,
  /** ES256 and RS256 (COSE identifiers). */
  algorithms: [-7, -257],
  authenticatorAttachment: 'platform',
  userVerification: 'required',
  residentKey: 'preferred',
  attestation: 'none',
} as const;

/**
 * How long after proving who they are (a sign-in, or the password or a passkey asked again) a signed-in
 * user may change how the account signs in: add or remove a passkey. A stolen session cookie alone can't.
 */
export const RECENT_AUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** Debounce of the live email lookups (spec: modal 800 ms, registration form 500 ms). */
export const EMAIL_CHECK_DEBOUNCE_MS = { modal: 800, registrationForm: 500 } as const;

/** 'Continue with LinkedIn' navigates the browser here (a page load, not a fetch); `?invitationUuid=` is passed on. */
export const LINKEDIN_SIGN_IN_PATH = '/api/auth/linkedin';

/** Longest bio a networker profile holds. */
export const NETWORKER_BIO_MAX_LENGTH = 2000;

/** LinkedIn sign-in errors the callback hands to /registration in its `error` parameter. */
export const LINKEDIN_ERRORS = {
  linkedin_auth_failed: 'LinkedIn authentication failed',
  linkedin_callback_failed: 'LinkedIn callback failed',
} as const;
export type LinkedInErrorCode = keyof typeof LINKEDIN_ERRORS;
