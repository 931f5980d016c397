import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { allProjectors, type Projector } from '@referrals/projections';
import type { SessionAnswer } from '@referrals/contracts';
import pg from 'pg';
import type { Logger } from 'pino';
import request from 'supertest';
import { type RunningApp, startApp } from '../../src/app/start-app.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { signedInCookie, type TestSession, testSession } from './test-session.js';
import { createTestDatabase, deleteRedisKeys, type TestDatabase, testRedisPrefix } from './test-database.js';

export const TEST_SESSION_SECRET = 'integration-test-session-secret-0123456789';

export interface TestApp {
  running: RunningApp;
  config: AppConfig;
  database: TestDatabase;
  url: string;
  /** Runs SQL on the test database. */
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Where an app answers: all the API's builders need, so they work with an app in another process too. */
export type AppUrl = Pick<TestApp, 'url'>;

export interface TestAppOptions {
  label: string;
  env?: Record<string, string>;
  projectors?: readonly Projector[];
  contexts?: ReadonlyArray<Type | DynamicModule>;
  /** SQL run on the fresh database before the app starts (tables of test-only projectors). */
  setupSql?: string[];
  /** Run the notification process manager (off unless a test is about notifications). */
  notifications?: boolean;
  /** Join another test app's database and Redis keys instead of making new ones (several processes, one deployment). */
  joining?: TestApp;
  /** The app reaches Postgres through this local port (a TcpProxy the test cuts); the test's own SQL goes direct. */
  postgresPort?: number;
  /** Where the app logs (a test reading its log lines); otherwise a logger at TEST_LOG_LEVEL on stdout. */
  logger?: Logger;
}

/** A whole app process (all roles unless told otherwise) on a free port, with its own database and Redis keys. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const database = options.joining?.database ?? (await createTestDatabase(options.label));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // An idle connection ended by the server (a takeover test elsewhere, a restart) must not crash the test run.
  pool.on('error', () => undefined);
  for (const statement of options.setupSql ?? []) await pool.query(statement);
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>test shell</title><div id="root"></div>');
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: options.postgresPort ? withPort(database.url, options.postgresPort) : database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: options.joining?.config.redisKeyPrefix ?? testRedisPrefix(options.label),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    WEB_DIST_DIR: webDist,
    // A command answers once the caller's read models show it; on a busy machine that can take longer
    // than production's 2 s bound, and a test must then wait for the fact rather than read stale rows.
    READ_YOUR_WRITES_TIMEOUT_MS: '30000',
    // No periodic audit checkpoints unless a test asks: a test app in development would otherwise sign
    // its database into the repository's .data folder.
    AUDIT_CHECKPOINT_INTERVAL_MINUTES: '0',
    // Each batch's emails go out at once, one per recipient: a test of the digest window sets its own.
    EMAIL_DIGEST_SECONDS: '0',
    ...options.env,
  });
  const running = await startApp(config, {
    host: '127.0.0.1',
    projectors: options.projectors ?? allProjectors,
    extraContexts: options.contexts ?? [],
    notifications: options.notifications ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
    // In-process apps have no proxy holding connections to them; child processes (AppProcess) keep the default.
    shutdownQuietMs: 0,
  });
  return {
    running,
    config,
    database,
    url: running.url,
    sql: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await pool.query<Row>(text, values)).rows,
    close: async () => {
      await running.close();
      await pool.end();
      if (!options.joining) {
        await database.drop();
        await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
      }
    },
  };
}

function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return parsed.toString();
}

/** A signed-in browser session of this test app (see signedInCookie). */
export function signInTo(app: TestApp, user: Parameters<typeof signedInCookie>[1]): Promise<TestSession> {
  return signedInCookie(
    { redisUrl: app.config.redisUrl, keyPrefix: app.config.redisKeyPrefix, secret: TEST_SESSION_SECRET },
    user,
  );
}

/** A signed-out browser session: the cookie and CSRF token a visitor's first page load gets. */
export async function visitorSession(app: AppUrl): Promise<TestSession> {
  const response = await request(app.url).get('/api/auth/session').expect(200);
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = setCookie?.[0]?.split(';')[0];
  if (!cookie) throw new Error('GET /api/auth/session set no session cookie');
  const { csrfToken } = response.body as SessionAnswer;
  return testSession(cookie, csrfToken);
}
