import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { isApiError } from '../../../api/client';

/** A passkey ceremony that did not complete; `message` is the spec's text for the reason, fit for a toast. */
export class PasskeyFailure extends Error {
  override readonly name = 'PasskeyFailure';
}

/**
 * The spec's text for an error of navigator.credentials.create()/get(), as @simplewebauthn/browser
 * throws it (a WebAuthnError carries the DOMException's name); `fallback` for anything else.
 */
export function browserFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return AUTH_UI_MESSAGES.passkeyCancelled;
    case 'SecurityError':
      return AUTH_UI_MESSAGES.passkeySecurity;
    case 'InvalidStateError':
      return AUTH_UI_MESSAGES.passkeyInvalidState;
    default:
      return error.message === AUTH_UI_MESSAGES.webauthnUnsupported ? error.message : fallback;
  }
}

/** Why a passkey change in the profile failed, for a toast or an alert: the ceremony's or the API's words, else a plain apology. */
export function passkeyChangeFailureText(error: unknown): string {
  if (error instanceof PasskeyFailure) return error.message;
  return isApiError(error) && error.status < 500 ? error.userMessage : AUTH_UI_MESSAGES.somethingWentWrong;
}
