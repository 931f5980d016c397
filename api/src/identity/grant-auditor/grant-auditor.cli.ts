import { normalizeEmail, userStream } from '@referrals/contracts';
import type { AppConfig } from '../../config/app-config.js';
import type { CliIo } from '../../platform/cli/cli-io.js';
import { createDataSource } from '../../platform/database/data-source.js';
import { createEventStore } from '../../platform/event-store/create-event-store.js';
import { EventOutbox } from '../../platform/events/event-outbox.js';
import { EventWriter } from '../../platform/events/event-writer.js';
import { createRootLogger } from '../../platform/logging/logger.js';
import { systemClock } from '../../platform/ports/clock.js';
import { randomIdGenerator } from '../../platform/ports/id-generator.js';
import { checkPostgres } from '../../platform/preflight/service-checks.js';
import { AccountRegistration } from '../accounts/account-registration.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { grantAuditorRole } from './grant-auditor.js';

export const GRANT_AUDITOR_USAGE = 'Usage: npm run grant-auditor -- <email>';

/**
 * `npm run grant-auditor -- <email>`. Exit codes: 0 granted or already an auditor,
 * 1 no account has the email, 2 not exactly one email given.
 */
export async function grantAuditor(args: readonly string[], config: AppConfig, io: CliIo): Promise<number> {
  const given = args.filter((arg) => arg !== '--');
  const email = given.length === 1 && given[0]!.includes('@') ? normalizeEmail(given[0]!) : null;
  if (!email) {
    io.err(GRANT_AUDITOR_USAGE);
    return 2;
  }
  await checkPostgres(config.databaseUrl);
  const logger = createRootLogger({ logLevel: 'warn' });
  const dataSource = await createDataSource(config.databaseUrl, { poolSize: 2 }).initialize();
  const store = createEventStore(config, logger);
  try {
    const accounts = new UserAccounts(dataSource);
    const writer = new EventWriter(store, systemClock, randomIdGenerator);
    const outbox = new EventOutbox(dataSource, store, writer, randomIdGenerator, logger, config);
    const registration = new AccountRegistration(accounts, outbox, randomIdGenerator);
    const outcome = await grantAuditorRole(email, { accounts, registration, store });
    switch (outcome.kind) {
      case 'unknown-email':
        io.err(`No account has the email ${email}: nothing granted.`);
        return 1;
      case 'already-auditor':
        io.out(`${email} (${outcome.name}) is already an auditor: nothing to do.`);
        return 0;
      case 'granted':
        io.out(`${email} (${outcome.name}) is now an auditor.`);
        io.out(
          outcome.recorded
            ? `RoleGranted appended to ${userStream(outcome.userId)}.`
            : 'The RoleGranted event waits in the event outbox: the API appends it once the event store answers.',
        );
        return 0;
    }
  } finally {
    await store.close();
    await dataSource.destroy();
  }
}
