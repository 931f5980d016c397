import 'reflect-metadata';
import { assertCheckpointsFrom, CheckpointStoreMismatch } from '@referrals/projections';
import pg from 'pg';
import { startApp } from './app/start-app.js';
import { type AppConfig, ConfigError, eventStoreKind, loadConfig } from './config/app-config.js';
import { loadEnvFile } from './config/env-file.js';
import { DEMO_OPERATOR } from './identity/accounts/demo-accounts.js';
import { prepareProductDatabase } from './app/migrations.js';
import { createRootLogger } from './platform/logging/logger.js';
import { checkServices, ServiceUnreachable } from './platform/preflight/service-checks.js';

const SHUTDOWN_LIMIT_MS = 10_000;

/** Projectors must not resume from positions of another event store than the configured one. */
async function refuseForeignCheckpoints(config: AppConfig): Promise<void> {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await assertCheckpointsFrom(client, eventStoreKind(config));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const logger = createRootLogger(config);
  await checkServices(config);
  await prepareProductDatabase(config.databaseUrl, logger);
  if (config.roles.has('projections')) await refuseForeignCheckpoints(config);
  const running = await startApp(config);
  if (config.roles.has('api')) {
    console.log(`\n  ${config.publicUrl} is ready (roles: ${[...config.roles].join(', ')})`);
    if (config.seedDemoOperator) {
      console.log(
        `  Demo operator: ${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password} (sign in at ${config.publicUrl}/login)`,
      );
    }
    console.log('');
  }

  const shutdown = (signal: string): void => {
    logger.info({ signal }, 'shutting down');
    const started = Date.now();
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    running.close().then(
      () => {
        logger.info({ durationMs: Date.now() - started }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof ServiceUnreachable ||
    error instanceof CheckpointStoreMismatch
  ) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error('\nCannot start:', error);
  }
  process.exit(1);
});
