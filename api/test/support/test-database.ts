import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { runMigrations } from '../../src/platform/database/data-source.js';

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

/** A fresh, migrated database for one test file; drop it in afterAll. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `${TEST_DATABASE_PREFIX}${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = urlFor(name);
  await runMigrations(url);
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
