import { Inject, Injectable } from '@nestjs/common';
import type { AuthMethod } from '@referrals/contracts';
import type { Request } from 'express';
import { type PasskeyAccountCredentials, PasskeyRegistration } from '../passkeys/passkey-registration.js';
import { PasswordHasher } from '../security/password-hasher.js';

export interface ChosenCredentials {
  email: string;
  authMethod?: AuthMethod;
  /** Required (validated) when the method is password, the default. */
  password?: string;
  passkeyCredentialId?: string;
  /** The spec's passkey fields: the key is checked against the verified passkey; the counter is the server's. */
  passkeyPublicKey?: string;
  passkeyCounter?: number;
}

/** How a new account is secured: the password hashed, or the passkey this session verified for the email. */
@Injectable()
export class NewAccountCredentials {
  constructor(
    @Inject(PasskeyRegistration) private readonly passkeys: PasskeyRegistration,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async of(request: Request, chosen: ChosenCredentials): Promise<PasskeyAccountCredentials> {
    if (chosen.authMethod === 'passkey') {
      return this.passkeys.newAccountCredentials(request, chosen.email, {
        credentialId: chosen.passkeyCredentialId,
        publicKey: chosen.passkeyPublicKey,
      });
    }
    return { passwordHash: await this.hasher.hash(chosen.password!), signUpMethod: 'password' };
  }
}
