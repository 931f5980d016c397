import 'reflect-metadata';
import { allProjectors, rebuildProjector } from '@referrals/projections';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { ConfigError, loadConfig } from './config/app-config.js';
import { createEventStore } from './platform/event-store/create-event-store.js';
import { prepareDatabase } from './platform/database/prepare-database.js';
import { createRootLogger } from './platform/logging/logger.js';
import { checkServices, ServiceUnreachable } from './platform/preflight/service-checks.js';

const USAGE = `Usage: node api/dist/cli.js <command>
  check                        check that PostgreSQL and Redis answer
  migrate                      create the database if missing and apply migrations
  projections:rebuild [name]   replay the event log into one projector (or all) from the start`;

/** A mistake in the command line: said plainly, without a stack trace. */
class UsageError extends Error {}

async function rebuild(names: string[]): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger({ logLevel: 'warn' });
  await checkServices(config);
  await prepareDatabase(config.databaseUrl, logger);
  const unknown = names.filter((name) => !allProjectors.some((projector) => projector.name === name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown projector ${unknown.join(', ')}. Known: ${allProjectors.map((p) => p.name).join(', ')}`,
    );
  }
  const chosen =
    names.length > 0 ? allProjectors.filter((projector) => names.includes(projector.name)) : allProjectors;
  const store = createEventStore(config, logger);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  const bars = new cliProgress.MultiBar(
    {
      format: ' {projector} |{bar}| {percentage}% | {events} events',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  try {
    for (const projector of chosen) {
      const label = projector.name.padEnd(24);
      const bar = bars.create(100, 0, { projector: label, events: 0 });
      const result = await rebuildProjector(projector, {
        store,
        pool,
        onProgress: (progress) =>
          bar.update(Math.round(progress.fraction * 100), {
            projector: label,
            events: progress.eventsReplayed,
          }),
      });
      bar.update(100, { projector: label, events: result.eventsReplayed });
    }
  } finally {
    bars.stop();
    await store.close();
    await pool.end();
  }
  console.log(`Rebuilt ${chosen.map((projector) => projector.name).join(', ')}.`);
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'check': {
      await checkServices(loadConfig());
      console.log('PostgreSQL and Redis answer.');
      return;
    }
    case 'migrate': {
      const config = loadConfig();
      await checkServices(config);
      await prepareDatabase(config.databaseUrl, createRootLogger(config));
      console.log('Database is up to date.');
      return;
    }
    case 'projections:rebuild':
      return rebuild(rest.filter((arg) => arg !== '--'));
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof ServiceUnreachable || error instanceof UsageError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exitCode = 1;
});
