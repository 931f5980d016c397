import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_DATABASE_PREFIX, type TestDatabase, testServerUrl } from './test-database.js';

function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onMaintenanceDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of a test database as it is now (CREATE DATABASE … TEMPLATE), to tamper with while the
 * original stays intact. Postgres copies only a database nobody is connected to: the original's
 * connections are ended first (its app must be stopped; idle pool connections are dropped).
 */
export async function copyOfDatabase(source: TestDatabase, label: string): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${label}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb(async (client) => {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [source.name],
    );
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${source.name}"`);
  });
  return {
    url: databaseUrl(name),
    name,
    drop: () =>
      onMaintenanceDb((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
