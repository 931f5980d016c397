import {
  AUTH_UI_MESSAGES,
  type AuthUser,
  type PasskeyAuthenticationCredential,
  type PasskeyAuthenticationOptions,
  type PasskeyChallengeRequest,
  type PasskeyRegistrationCredential,
  type PasskeyRegistrationOptions,
  type PasskeyVerifyAnswer,
  type PasskeyVerifyRequest,
  type RegisterRequest,
  type UserAnswer,
} from '@referrals/contracts';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { api, isApiError } from '../../../api/client';
import { browserFailureMessage, PasskeyFailure } from './passkeyFailure';

type PasskeyOptions = PasskeyRegistrationOptions | PasskeyAuthenticationOptions;

/** A `register` challenge's options (for navigator.credentials.create()), told apart from an `authenticate` one's. */
const isRegistrationOptions = (options: PasskeyOptions): options is PasskeyRegistrationOptions =>
  'pubKeyCredParams' in options;

/**
 * Asks the server for WebAuthn options. A refusal about the account itself (email taken, no
 * passkey registered, too many requests) is passed on as the server's ApiError.
 */
async function requestOptions(body: PasskeyChallengeRequest): Promise<PasskeyOptions> {
  try {
    return await api('POST /api/auth/passkey/challenge', { body });
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw error;
    throw new PasskeyFailure(AUTH_UI_MESSAGES.challengeFailed, { cause: error });
  }
}

async function inBrowser<Credential>(
  ceremony: () => Promise<Credential>,
  fallback: string,
): Promise<Credential> {
  if (!browserSupportsWebAuthn()) throw new PasskeyFailure(AUTH_UI_MESSAGES.webauthnUnsupported);
  try {
    return await ceremony();
  } catch (error) {
    throw new PasskeyFailure(browserFailureMessage(error, fallback), { cause: error });
  }
}

async function verify(
  credential: PasskeyRegistrationCredential | PasskeyAuthenticationCredential,
  email: string,
  fallback: string,
): Promise<PasskeyVerifyAnswer> {
  const body: PasskeyVerifyRequest = { ...credential, email };
  try {
    return await api('POST /api/auth/passkey/verify', { body });
  } catch (error) {
    const reason = isApiError(error) && error.status < 500 ? error.userMessage : fallback;
    throw new PasskeyFailure(reason, { cause: error });
  }
}

/**
 * Creates a passkey on this device for a new account, verified by the server and kept in the
 * session until POST /api/auth/register creates the account; answers its credential id.
 */
export async function createPasskeyForNewAccount(email: string, name: string): Promise<string> {
  const options = await requestOptions({ email, action: 'register', name });
  if (!isRegistrationOptions(options)) throw new PasskeyFailure(AUTH_UI_MESSAGES.challengeFailed);
  const fallback = AUTH_UI_MESSAGES.credentialFailed;
  const credential = await inBrowser(() => startRegistration({ optionsJSON: options }), fallback);
  return (await verify(credential, email, fallback)).credentialId;
}

/** Creates the passkey, then the account it secures (POST /api/auth/register), which is then signed in. */
export async function registerWithPasskey(account: RegisterRequest): Promise<UserAnswer> {
  const passkeyCredentialId = await createPasskeyForNewAccount(account.email, account.name);
  return api('POST /api/auth/register', {
    body: { ...account, password: undefined, authMethod: 'passkey', passkeyCredentialId },
  });
}

/**
 * Creates a passkey on this device for the signed-in user's own account, `email` being theirs. The
 * server refuses (ApiError 403, see needsReauthentication) unless the user proved who they are lately.
 */
export async function addPasskeyToAccount(email: string): Promise<PasskeyVerifyAnswer> {
  const options = await requestOptions({ email, action: 'register' });
  if (!isRegistrationOptions(options)) throw new PasskeyFailure(AUTH_UI_MESSAGES.challengeFailed);
  const fallback = AUTH_UI_MESSAGES.credentialFailed;
  const credential = await inBrowser(() => startRegistration({ optionsJSON: options }), fallback);
  return verify(credential, email, fallback);
}

/** Signs in with a passkey of the account `email` names; answers the signed-in user. */
export async function signInWithPasskey(email: string): Promise<AuthUser> {
  const options = await requestOptions({ email, action: 'authenticate' });
  if (isRegistrationOptions(options)) throw new PasskeyFailure(AUTH_UI_MESSAGES.challengeFailed);
  const fallback = AUTH_UI_MESSAGES.passkeyAuthenticateFailed;
  const credential = await inBrowser(() => startAuthentication({ optionsJSON: options }), fallback);
  const { user } = await verify(credential, email, fallback);
  if (!user) throw new PasskeyFailure(fallback);
  return user;
}
