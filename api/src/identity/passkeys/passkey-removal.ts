import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { PasskeyCredentials } from './passkey-credentials.js';
import { mayRemovePasskey } from './passkey-removal-rule.js';

interface AccountSignInRow {
  has_password: boolean;
  linkedin: boolean;
}

/** Removes one of the signed-in user's own passkeys, never the last way into the account. */
@Injectable()
export class PasskeyRemoval {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasskeyCredentials) private readonly credentials: PasskeyCredentials,
  ) {}

  /** Another user's passkey is answered as not found: whether it exists is not the caller's business. */
  async remove(userId: string, credentialId: string): Promise<void> {
    await this.accounts.transaction(async (manager) => {
      // The account row is locked, so two removals at once cannot each count on the other passkey.
      const [account] = await manager.query<AccountSignInRow[]>(
        `SELECT password_hash IS NOT NULL AS has_password,
                EXISTS (SELECT 1 FROM external_identities e WHERE e.user_id = u.id) AS linkedin
         FROM users u WHERE u.id = $1 FOR UPDATE`,
        [userId],
      );
      if (!account) throw new IdentityError('Please log in', 401);
      const owned = await manager.query<{ credential_id: string }[]>(
        'SELECT credential_id FROM passkey_credentials WHERE user_id = $1',
        [userId],
      );
      if (!owned.some((row) => row.credential_id === credentialId)) {
        throw new IdentityError(AUTH_API_MESSAGES.passkeyNotFound, 404);
      }
      const left = {
        password: account.has_password,
        linkedin: account.linkedin,
        otherPasskeys: owned.length - 1,
      };
      if (!mayRemovePasskey(left)) throw new IdentityError(AUTH_API_MESSAGES.passkeyIsLastSignInMethod, 409);
      await this.credentials.remove(userId, credentialId, manager);
    });
  }
}
