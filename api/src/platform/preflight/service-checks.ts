import { Redis } from 'ioredis';
import pg from 'pg';
import { databaseName, redactUrl } from '../../config/app-config.js';

/** A dependency the app cannot start without is unreachable: the message says which setting to change. */
export class ServiceUnreachable extends Error {
  override readonly name = 'ServiceUnreachable';
}

const CONNECT_TIMEOUT_MS = 3000;

function reason(error: unknown): string {
  const err = error as { message?: string; code?: string; errors?: Array<{ message?: string }> };
  const inner = err.errors
    ?.map((e) => e.message)
    .filter(Boolean)
    .join('; ');
  return inner || err.message || err.code || String(error);
}

/** Connects to the server's maintenance database: the app's own may not exist yet. */
export async function checkPostgres(databaseUrl: string): Promise<void> {
  const maintenanceUrl = new URL(databaseUrl);
  maintenanceUrl.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: maintenanceUrl.toString(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new ServiceUnreachable(
      `Cannot reach PostgreSQL at ${redactUrl(databaseUrl)} (setting DATABASE_URL): ${reason(error)}.\n` +
        '  Start PostgreSQL (on Debian: pg_ctlcluster <version> main start; with Docker: docker compose up -d postgres),\n' +
        '  or set DATABASE_URL to a server that is running, e.g. DATABASE_URL=postgres://user:password@host:5432/referrals',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new ServiceUnreachable(
      `Cannot reach Redis at ${redactUrl(redisUrl)} (setting REDIS_URL): ${reason(error)}.\n` +
        '  Start Redis (redis-server --daemonize yes; with Docker: docker compose up -d redis),\n' +
        '  or set REDIS_URL to a server that is running, e.g. REDIS_URL=redis://host:6379',
    );
  } finally {
    redis.disconnect();
  }
}

/** Creates the app's database when the server does not have it yet. */
export async function ensureDatabase(databaseUrl: string): Promise<{ created: boolean }> {
  const name = databaseName(databaseUrl);
  const maintenanceUrl = new URL(databaseUrl);
  maintenanceUrl.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: maintenanceUrl.toString(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return { created: false };
    try {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    } catch (error) {
      // Another process created it at the same moment: "already exists", or, when both inserted into
      // pg_database at once, the catalog's unique violation.
      if (!['42P04', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
    return { created: true };
  } finally {
    await client.end();
  }
}

export async function checkServices(config: { databaseUrl: string; redisUrl: string }): Promise<void> {
  const results = await Promise.allSettled([checkPostgres(config.databaseUrl), checkRedis(config.redisUrl)]);
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length === 0) return;
  throw new ServiceUnreachable(failures.map((failure) => (failure.reason as Error).message).join('\n\n'));
}
