import type { AuthUser } from './api-types.js';

/**
 * Passkey (WebAuthn) requests and answers. The option and credential shapes are the W3C
 * WebAuthn Level 3 JSON forms (binary values as base64url), which @simplewebauthn's server
 * produces and its browser part consumes; only the fields this product relies on are named.
 */
export type PasskeyAction = 'register' | 'authenticate';

export type PasskeyTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** A credential named in options; its JSON form is loosely typed in WebAuthn Level 3 (any string). */
export interface PasskeyCredentialDescriptor {
  id: string;
  type: string;
  transports?: string[];
}

/** POST /api/auth/passkey/challenge. `name` is the new account's display name (register, signed out). */
export interface PasskeyChallengeRequest {
  email: string;
  action: PasskeyAction;
  name?: string;
}

/** The answer to a `register` challenge: options for navigator.credentials.create(). */
export interface PasskeyRegistrationOptions {
  challenge: string;
  /** The spec's name: the id of the account the passkey is for (`user.id` is its user handle). */
  userId: string;
  rp: { id?: string; name: string };
  /** `user.id` is the account's user handle (base64url). */
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    residentKey?: 'discouraged' | 'preferred' | 'required';
    requireResidentKey?: boolean;
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
}

/** The answer to an `authenticate` challenge: options for navigator.credentials.get(). */
export interface PasskeyAuthenticationOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: PasskeyCredentialDescriptor[];
  timeout?: number;
  userVerification?: 'discouraged' | 'preferred' | 'required';
}

interface PasskeyCredentialBase {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: object;
}

/** What navigator.credentials.create() gave, as JSON. */
export interface PasskeyRegistrationCredential extends PasskeyCredentialBase {
  response: {
    clientDataJSON: string;
    attestationObject: string;
    authenticatorData?: string;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: string;
  };
}

/** What navigator.credentials.get() gave, as JSON. */
export interface PasskeyAuthenticationCredential extends PasskeyCredentialBase {
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
}

/**
 * The spec's flat names of a credential's fields (passkey credential: credentialId, publicKey,
 * counter; authentication: credentialId, signature, authenticatorData, clientDataJSON), accepted
 * in place of the WebAuthn JSON ones, base64url or base64. Verification is the same full WebAuthn check.
 */
export interface PasskeySpecCredentialFields {
  credentialId?: string;
  publicKey?: string;
  counter?: number;
  signature?: string;
  authenticatorData?: string;
  clientDataJSON?: string;
}

/** POST /api/auth/passkey/verify: the credential's fields plus the email of the challenge. */
export type PasskeyVerifyRequest =
  | ((PasskeyRegistrationCredential | PasskeyAuthenticationCredential) & { email: string })
  | (PasskeySpecCredentialFields & { email: string });

export interface PasskeyVerifyAnswer {
  verified: true;
  credentialId: string;
  /**
   * The signed-in user after an authentication, or after a signed-in user added a passkey;
   * null for a new account's passkey, which waits for POST /api/auth/register.
   */
  user: AuthUser | null;
}

/** One passkey of the signed-in user, as GET /api/auth/passkeys lists it. */
export interface OwnPasskey {
  /** The credential id (base64url): names the passkey in DELETE /api/auth/passkeys/:credentialId. */
  credentialId: string;
  /** Where it was made, e.g. "Chrome on macOS" or "iCloud Keychain (Safari on iPhone)"; null for passkeys from before names were kept. */
  deviceName: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until it is first used to sign in. */
  lastUsedAt: string | null;
}

/** POST /api/auth/reauthenticate: the signed-in user's password, asked again before a change to how they sign in. */
export interface ReauthenticateRequest {
  password: string;
}

export interface ReauthenticateAnswer {
  /** ISO 8601: until then the session may add or remove passkeys without asking again. */
  confirmedUntil: string;
}
