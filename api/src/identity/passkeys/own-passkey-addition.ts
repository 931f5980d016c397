import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser, UserRole } from '@referrals/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { JobQueue } from '../../platform/jobs/job-queue.js';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { UNKNOWN_DEVICE } from './device-name.js';
import { passkeyAddedEmail } from './passkey-added-email.js';
import { type PasskeyCredential, PasskeyCredentials } from './passkey-credentials.js';

/** BullMQ refuses ids with ':'; a hash keeps a long credential id out of the key, and one email per passkey. */
function emailJobId(credentialId: string): string {
  return `passkey-added-${createHash('sha256').update(credentialId).digest('hex').slice(0, 32)}`;
}

/**
 * Stores a passkey the signed-in user added to their own account and emails them about it. No passkey
 * is added without its email: if the email cannot be queued, the passkey is taken back.
 */
@Injectable()
export class OwnPasskeyAddition {
  constructor(
    @Inject(PasskeyCredentials) private readonly credentials: PasskeyCredentials,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async add(
    userId: string,
    activeRole: UserRole | undefined,
    credential: PasskeyCredential,
  ): Promise<AuthUser> {
    await this.credentials.insert(userId, credential);
    const user = await this.accounts.authUser(userId, activeRole);
    if (!user) throw new IdentityError('Please log in', 401);
    const email = passkeyAddedEmail({
      to: user.email,
      name: user.name,
      deviceName: credential.deviceName ?? UNKNOWN_DEVICE,
      addedAt: this.clock.now(),
      publicUrl: this.config.publicUrl,
    });
    try {
      await this.jobs.add('email.send', email, { jobId: emailJobId(credential.credentialId) });
    } catch (error) {
      this.logger.error(
        { err: error },
        'the passkey-added email could not be queued; the passkey is not kept',
      );
      await this.credentials.remove(userId, credential.credentialId);
      throw new IdentityError('Your passkey could not be added just now. Please try again in a minute.', 503);
    }
    return user;
  }
}
