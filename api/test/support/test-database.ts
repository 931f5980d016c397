import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { allSqlMigrations, migrateDatabase } from '../../src/app/migrations.js';

/** Every test database starts with this; `npm test` drops leftovers of interrupted runs. */
export const TEST_DATABASE_PREFIX = 'referrals_test_';

/** Server the tests use: TEST_DATABASE_URL, else DATABASE_URL, else the local default. Only its host part is used. */
export function testServerUrl(): string {
  return (
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

function urlFor(database: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function onMaintenanceDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The migrated database every test database is copied from, named by a hash of the migrations: a
 * changed migration makes a new one, and `npm test` drops the old (it starts with the test prefix).
 */
export function templateDatabaseName(): string {
  const hash = createHash('sha256');
  for (const migration of allSqlMigrations)
    hash.update(`${migration.timestamp}\0${migration.name}\0${migration.up}\0`);
  return `${TEST_DATABASE_PREFIX}template_${hash.digest('hex').slice(0, 16)}`;
}

/** Serialises the template's creation across test workers and concurrent runs (on the maintenance database). */
const TEMPLATE_LOCK_KEY = 47_130;

async function templateExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rowCount === 1;
}

/**
 * Makes the template once: migrated under another name, then renamed, so that a template that
 * exists is complete (an interrupted build leaves only a `…_building_…` database behind).
 */
async function ensureTemplate(): Promise<string> {
  const template = templateDatabaseName();
  await onMaintenanceDb(async (client) => {
    if (await templateExists(client, template)) return;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await templateExists(client, template)) return;
      const building = `${TEST_DATABASE_PREFIX}building_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      try {
        await migrateDatabase(urlFor(building));
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`).catch(() => undefined);
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    }
  });
  return template;
}

/**
 * A fresh, migrated database for one test file; drop it in afterAll. It is a copy of the
 * template (all migrations applied once per run), which takes a fraction of migrating anew.
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    const template = await ensureTemplate();
    try {
      await onMaintenanceDb((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      break;
    } catch (error) {
      // Another run's clean-up (`npm test` drops unused test databases) took the template away: make it again.
      if ((error as { code?: string }).code !== '3D000' || attempt > 2) throw error;
    }
  }
  const url = urlFor(name);
  return {
    url,
    name,
    drop: () =>
      onMaintenanceDb((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Deletes every Redis key of a test's prefix. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A unique Redis key prefix per test file, so files never see each other's keys. */
export function testRedisPrefix(label = 'test'): string {
  return `referrals-test-${label}-${randomBytes(4).toString('hex')}`;
}
