import 'reflect-metadata';
import { formatPosition, START } from '@referrals/contracts';
import { moveForeignCheckpoints } from '@referrals/projections';
import pg from 'pg';
import {
  CheckpointsOff,
  printAuditPublicKey,
  runAuditCheckpoint,
} from './audit/checkpoints/checkpoint.cli.js';
import { CheckpointFileInvalid } from './audit/checkpoints/checkpoint-directory.js';
import { CheckpointKeyError } from './audit/checkpoints/checkpoint-keys.js';
import { runAuditExport } from './audit/export-stream/audit-export.cli.js';
import { runAuditVerify } from './audit/verify-chain/audit-verify.cli.js';
import { replay } from './audit/replay-stream/replay.cli.js';
import { type AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { loadEnvFile } from './config/env-file.js';
import { grantAuditor } from './identity/grant-auditor/grant-auditor.cli.js';
import { consoleIo, UsageError } from './platform/cli/cli-io.js';
import { prepareProductDatabase } from './app/migrations.js';
import { createEventStore } from './platform/event-store/create-event-store.js';
import { createRootLogger } from './platform/logging/logger.js';
import { checkPostgres, checkServices, ServiceUnreachable } from './platform/preflight/service-checks.js';
import { rebuildProjections } from './platform/projections/rebuild-projections.cli.js';

const USAGE = `Usage: node api/dist/cli.js <command>
  check                                          check that PostgreSQL and Redis answer
  migrate                                        create the database if missing and apply migrations
  projections:rebuild [name]                     replay the event log into one projector (or all) from the start
  audit:verify                                   recompute every stream's hash chain and hold it to the latest signed
                                                 checkpoint; exit 1 at the first break
  audit:checkpoint                               sign the heads of every stream now (a new checkpoint file)
  audit:public-key                               print the public key auditors check checkpoints and exports with
  audit:export (--prospect <id> | --stream <name>) --out <file>
                                                 write a stream with the proof of its head in a signed checkpoint
  grant-auditor <email>                          give an existing account the auditor role
  replay --stream <name> [--until <ISO time>]    print each event of a stream and the state after it`;

/**
 * After every projector was rebuilt, what a rebuild does not replay (the notification process manager, which
 * would notify again of the whole log) continues from the configured store's head, not from another store's
 * position.
 */
async function moveLeftoverCheckpoints(config: AppConfig): Promise<void> {
  const store = createEventStore(config, createRootLogger({ logLevel: 'warn' }));
  const client = new pg.Client({ connectionString: config.databaseUrl });
  try {
    await client.connect();
    const head = (await store.headPosition()) ?? START;
    const moved = await moveForeignCheckpoints(client, store.adapterName, head);
    if (moved.length > 0) {
      consoleIo.out(
        `${moved.join(', ')}: checkpoint of another event store moved to the ${store.adapterName} store's head (${formatPosition(head)}).`,
      );
    }
  } finally {
    await client.end();
    await store.close();
  }
}

/** Runs one command; answers the process's exit code. */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const args = rest.filter((arg) => arg !== '--');
  switch (command) {
    case 'check': {
      await checkServices(loadConfig());
      console.log('PostgreSQL and Redis answer.');
      return 0;
    }
    case 'migrate': {
      const config = loadConfig();
      await checkServices(config);
      await prepareProductDatabase(config.databaseUrl, createRootLogger(config));
      console.log('Database is up to date.');
      return 0;
    }
    case 'projections:rebuild': {
      const config = loadConfig();
      await checkServices(config);
      await prepareProductDatabase(config.databaseUrl, createRootLogger({ logLevel: 'warn' }));
      await rebuildProjections(args, config, consoleIo);
      if (args.length === 0) await moveLeftoverCheckpoints(config);
      return 0;
    }
    case 'audit:verify': {
      const config = loadConfig();
      await checkPostgres(config.databaseUrl);
      return runAuditVerify(config, consoleIo);
    }
    case 'audit:checkpoint': {
      const config = loadConfig();
      await checkPostgres(config.databaseUrl);
      return runAuditCheckpoint(config, consoleIo);
    }
    case 'audit:public-key':
      return printAuditPublicKey(loadConfig(), consoleIo);
    case 'audit:export': {
      const config = loadConfig();
      await checkPostgres(config.databaseUrl);
      return runAuditExport(args, config, consoleIo);
    }
    // These two check their arguments before reaching for the database.
    case 'grant-auditor':
      return grantAuditor(args, loadConfig(), consoleIo);
    case 'replay':
      return replay(args, loadConfig(), consoleIo);
    // No command, or one not known: the usage.
    case undefined:
    default:
      console.error(USAGE);
      return 2;
  }
}

loadEnvFile();
run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof ServiceUnreachable ||
      error instanceof CheckpointsOff ||
      error instanceof CheckpointKeyError ||
      error instanceof CheckpointFileInvalid;
    if (error instanceof UsageError) console.error(`\n${error.message}\n`);
    else console.error(known ? `\n${(error as Error).message}\n` : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
