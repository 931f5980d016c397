import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  PasskeyAuthenticationCredential,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationCredential,
  PasskeyRegistrationOptions,
} from '@referrals/contracts';
import { cose, isoCBOR } from '@simplewebauthn/server/helpers';

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array): Buffer => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array): string => Buffer.from(data).toString('base64url');

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function uint16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/**
 * A platform authenticator in software, as a browser with one would answer
 * navigator.credentials.create() and .get(): one ES256 credential, user verification always
 * done, attestation 'none', and a signature counter that counts every sign-in.
 */
export class SoftwareAuthenticator {
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  private readonly rawId = randomBytes(32);
  private userHandle: string | undefined;
  /** The counter the next assertion increments; tests may wind it back. */
  signCount = 0;

  /** `origin`: the page the browser runs the ceremonies on. */
  constructor(private readonly origin: string) {
    const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = keys.privateKey;
    const jwk = keys.publicKey.export({ format: 'jwk' });
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
        [cose.COSEKEYS.alg, cose.COSEALG.ES256],
        [cose.COSEKEYS.crv, cose.COSECRV.P256],
        [cose.COSEKEYS.x, Buffer.from(jwk.x!, 'base64url')],
        [cose.COSEKEYS.y, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  get credentialId(): string {
    return base64url(this.rawId);
  }

  /** The credential's COSE public key, base64url (the spec's passkeyPublicKey). */
  get publicKey(): string {
    return base64url(this.cosePublicKey);
  }

  /** Creates the credential; `origin` overrides the page the request seems to come from. */
  createCredential(
    options: PasskeyRegistrationOptions,
    { origin = this.origin }: { origin?: string } = {},
  ): PasskeyRegistrationCredential {
    if (options.excludeCredentials?.some((credential) => credential.id === this.credentialId)) {
      throw new Error('InvalidStateError: this authenticator already holds a credential for the account');
    }
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const attestedCredentialData = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none for a software authenticator
      uint16(this.rawId.length),
      this.rawId,
      this.cosePublicKey,
    ]);
    const authData = this.authenticatorData(
      rpId,
      USER_PRESENT | USER_VERIFIED | ATTESTED_CREDENTIAL,
      attestedCredentialData,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return this.credential({
      clientDataJSON: base64url(clientDataJSON),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** Signs the challenge; refuses, as a real authenticator would, when the options name other credentials only. */
  getAssertion(
    options: PasskeyAuthenticationOptions,
    { origin = this.origin }: { origin?: string } = {},
  ): PasskeyAuthenticationCredential {
    const allowed = options.allowCredentials ?? [];
    if (allowed.length > 0 && !allowed.some((credential) => credential.id === this.credentialId)) {
      throw new Error('NotAllowedError: no credential of this authenticator is allowed');
    }
    this.signCount += 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authData = this.authenticatorData(rpId, USER_PRESENT | USER_VERIFIED);
    // ES256 over authenticatorData || SHA-256(clientDataJSON), DER-encoded as WebAuthn expects.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: base64url(clientDataJSON),
      authenticatorData: base64url(authData),
      signature: base64url(signature),
      userHandle: this.userHandle,
    });
  }

  /** The credential JSON a browser hands to the page, around the authenticator's response. */
  private credential<Response>(response: Response) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response,
    };
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authenticatorData(rpId: string, flags: number, attestedCredentialData?: Buffer): Buffer {
    return Buffer.concat([
      sha256(Buffer.from(rpId)),
      Buffer.from([flags]),
      uint32(this.signCount),
      attestedCredentialData ?? Buffer.alloc(0),
    ]);
  }
}
