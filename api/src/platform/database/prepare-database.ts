import type { SqlMigration } from '@referrals/projections';
import type { Logger } from 'pino';
import { databaseName } from '../../config/app-config.js';
import { ensureDatabase } from '../preflight/service-checks.js';
import { runMigrations } from './data-source.js';

/** Creates the database when missing, then applies pending migrations (safe from several processes at once). */
export async function prepareDatabase(
  databaseUrl: string,
  migrations: readonly SqlMigration[],
  logger: Logger,
): Promise<void> {
  const { created } = await ensureDatabase(databaseUrl);
  if (created) logger.info({ database: databaseName(databaseUrl) }, 'database created');
  const applied = await runMigrations(databaseUrl, migrations);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
}
