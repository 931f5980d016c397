import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { AccountRegistration } from '../accounts/account-registration.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { DEMO_NETWORKER_PASSWORD, DEMO_OPERATOR, type DemoNetworker } from '../accounts/demo-accounts.js';

/** Creates the demo operator once, when SEED_DEMO_OPERATOR is on (the default in development). */
@Injectable()
export class DemoOperatorSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
  }

  /** The demo operator's id, created first if needed; null when seeding is off. */
  async ensure(): Promise<string | null> {
    if (!this.config.seedDemoOperator) return null;
    const existing = await this.accounts.findByEmail(DEMO_OPERATOR.email);
    if (existing) return existing.id;
    try {
      await this.registration.register({
        name: DEMO_OPERATOR.name,
        email: DEMO_OPERATOR.email,
        username: DEMO_OPERATOR.username,
        userType: 'operator',
        passwordHash: await this.hasher.hash(DEMO_OPERATOR.password),
        signUpMethod: 'seed',
      });
      this.logger.info({ email: DEMO_OPERATOR.email }, 'demo operator created');
    } catch (error) {
      // Another process (or hook) seeded it at the same moment.
      if (!(error instanceof IdentityError && error.httpStatus === 409)) throw error;
    }
    return (await this.accounts.findByEmail(DEMO_OPERATOR.email))?.id ?? null;
  }

  /**
   * A networker of the demo workspace: the account with its networker profile, as a registration
   * makes it; null when it exists already (the workspace was seeded before).
   */
  async createNetworker(networker: DemoNetworker): Promise<string | null> {
    if (await this.accounts.findByEmail(networker.email)) return null;
    const { userId } = await this.registration.register({
      name: networker.name,
      email: networker.email,
      userType: 'networker',
      passwordHash: await this.hasher.hash(DEMO_NETWORKER_PASSWORD),
      signUpMethod: 'seed',
      networkerProfile: {
        fullName: networker.name,
        title: networker.title,
        company: networker.company,
        linkedinUrl: null,
        bio: null,
      },
    });
    return userId;
  }
}
