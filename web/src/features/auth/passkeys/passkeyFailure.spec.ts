import { describe, expect, it } from '@jest/globals';
import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { browserFailureMessage } from './passkeyFailure';

const FALLBACK = AUTH_UI_MESSAGES.credentialFailed;

/** As the browser raises them, or as @simplewebauthn/browser rethrows them under the same name. */
function webAuthnError(name: string, message = 'raw browser text'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('passkey failure texts', () => {
  it('calls a dismissed or timed-out prompt cancelled', () => {
    expect(browserFailureMessage(webAuthnError('NotAllowedError'), FALLBACK)).toBe(
      AUTH_UI_MESSAGES.passkeyCancelled,
    );
    expect(browserFailureMessage(webAuthnError('AbortError'), FALLBACK)).toBe(
      AUTH_UI_MESSAGES.passkeyCancelled,
    );
  });

  it('names security refusals and an already registered authenticator', () => {
    expect(browserFailureMessage(webAuthnError('SecurityError'), FALLBACK)).toBe(
      AUTH_UI_MESSAGES.passkeySecurity,
    );
    expect(browserFailureMessage(webAuthnError('InvalidStateError'), FALLBACK)).toBe(
      AUTH_UI_MESSAGES.passkeyInvalidState,
    );
  });

  it('keeps the unsupported-browser text', () => {
    expect(browserFailureMessage(new Error(AUTH_UI_MESSAGES.webauthnUnsupported), FALLBACK)).toBe(
      AUTH_UI_MESSAGES.webauthnUnsupported,
    );
  });

  it('uses the fallback for anything else, never the raw browser text', () => {
    expect(browserFailureMessage(webAuthnError('UnknownError'), FALLBACK)).toBe(FALLBACK);
    expect(browserFailureMessage(new TypeError('boom'), FALLBACK)).toBe(FALLBACK);
    expect(browserFailureMessage('not even an error', FALLBACK)).toBe(FALLBACK);
  });
});
