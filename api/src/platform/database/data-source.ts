import type { SqlMigration } from '@referrals/projections';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The app's TypeORM data source: read models and identity tables; events go through the event store port. */
export function createDataSource(
  databaseUrl: string,
  options: { poolSize?: number; migrations?: readonly SqlMigration[] } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations: (options.migrations ?? []).map(asTypeOrmMigration),
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    entities: [],
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
    logging: false,
  });
}

/** Serialises migrations across processes started at the same time. */
const MIGRATION_LOCK_KEY = 47_129;

export async function runMigrations(
  databaseUrl: string,
  migrations: readonly SqlMigration[],
): Promise<string[]> {
  const dataSource = createDataSource(databaseUrl, { poolSize: 2, migrations });
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

/** TypeORM wants one class per migration, named "<Name><timestamp>". */
export function asTypeOrmMigration(migration: SqlMigration): new () => MigrationInterface {
  const name = `${migration.name}${migration.timestamp}`;
  const type = class implements MigrationInterface {
    name = name;
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(migration.up);
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(migration.down);
    }
  };
  Object.defineProperty(type, 'name', { value: name });
  return type;
}
