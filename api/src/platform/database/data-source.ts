import { DataSource } from 'typeorm';
import { allSqlMigrations, asTypeOrmMigration } from './migrations.js';

/** The app's TypeORM data source: read models and identity tables; events go through the event store port. */
export function createDataSource(databaseUrl: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: allSqlMigrations.map(asTypeOrmMigration),
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    entities: [],
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
    logging: false,
  });
}

/** Serialises migrations across processes started at the same time. */
const MIGRATION_LOCK_KEY = 47_129;

export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = createDataSource(databaseUrl, { poolSize: 2 });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
    await dataSource.destroy();
  }
}

export async function pendingMigrations(dataSource: DataSource): Promise<boolean> {
  return dataSource.showMigrations();
}
