import { writeFile } from 'node:fs/promises';
import type { RecordedEvent } from '@referrals/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { type CliIo, countOf } from '../../platform/cli/cli-io.js';
import { collect } from '../../platform/event-store/collect.js';
import { createEventStore } from '../../platform/event-store/create-event-store.js';
import { createRootLogger } from '../../platform/logging/logger.js';
import { checkpointName, type SignedCheckpoint, type StreamHead } from '../checkpoints/checkpoint.js';
import { checkpointProblems } from '../checkpoints/checkpoint-check.js';
import { latestCheckpoint } from '../checkpoints/checkpoint-directory.js';
import { checkpointDirOf, describeKey } from '../checkpoints/checkpoint.cli.js';
import {
  type CheckpointKeys,
  loadCheckpointKeys,
  requireSigningKey,
} from '../checkpoints/configured-keys.js';
import { openLogHeads } from '../checkpoints/log-heads.js';
import { CheckpointRefused, takeCheckpoint } from '../checkpoints/take-checkpoint.js';
import { verifyHashChains } from '../verify-chain/verify-hash-chains.js';
import { buildAuditExport } from './audit-export.js';
import { EXPORT_USAGE, parseExportArguments } from './export-arguments.js';

/**
 * `npm run audit:export -- --prospect <id> --out <file>`: the stream with its hashes, and the proof
 * that its head is in a signed checkpoint. When the latest checkpoint does not cover the stream's
 * last event, a checkpoint is taken first, so the whole stream as it is now is exported. Exit codes:
 * 0 written, 1 no such stream or the log does not hold, 2 bad arguments.
 */
export async function runAuditExport(args: readonly string[], config: AppConfig, io: CliIo): Promise<number> {
  const parsed = parseExportArguments(args);
  if ('problem' in parsed) {
    io.err(parsed.problem);
    io.err(EXPORT_USAGE);
    return 2;
  }
  const directory = checkpointDirOf(config);
  const keys = await loadCheckpointKeys(config.audit);
  const store = createEventStore(config, createRootLogger({ logLevel: 'warn' }));
  try {
    const [last] = await collect(
      store.readStream(parsed.streamName, { direction: 'backwards', maxCount: 1 }),
    );
    if (!last) {
      io.err(`There is no stream ${parsed.streamName}.`);
      return 1;
    }
    const covering = await checkpointCovering(last, directory, keys, config, io);
    if ('problems' in covering) {
      for (const problem of covering.problems) io.err(problem);
      return 1;
    }
    const { checkpoint, head } = covering;
    const events = await collect(
      store.readStream(parsed.streamName, { maxCount: Number(head.revision) + 1 }),
    );
    const problem = await streamProblem(events, head, checkpoint);
    if (problem) {
      io.err(problem);
      return 1;
    }
    const exported = buildAuditExport(events, head, checkpoint, new Date());
    if (!(await writeExport(parsed.out, exported))) {
      io.err(`${parsed.out} exists already: choose another --out file.`);
      return 1;
    }
    io.out(
      `Wrote ${countOf(events.length, 'event')} of ${parsed.streamName} (up to revision ${head.revision}) with the proof ` +
        `of its head in ${checkpointName(checkpoint.statement)} to ${parsed.out}.`,
    );
    io.out(
      'Anyone can check it without our server: node scripts/verify-audit-export.mjs <file> --fingerprint <hex>',
    );
    describeKey(keys, io);
    return 0;
  } finally {
    await store.close();
  }
}

/** The latest checkpoint when it covers the stream's last event, else a new one taken now. */
async function checkpointCovering(
  last: RecordedEvent,
  directory: string,
  keys: CheckpointKeys,
  config: AppConfig,
  io: CliIo,
): Promise<{ checkpoint: SignedCheckpoint; head: StreamHead } | { problems: string[] }> {
  const headIn = (checkpoint: SignedCheckpoint) =>
    checkpoint.heads.find((head) => head.streamName === last.streamName);
  const latest = await latestCheckpoint(directory);
  if (latest) {
    const problems = checkpointProblems(latest.checkpoint, keys.publicKey);
    if (problems.length > 0) return { problems: ['The latest checkpoint cannot be trusted:', ...problems] };
    const head = headIn(latest.checkpoint);
    if (head && head.revision >= last.revision) return { checkpoint: latest.checkpoint, head };
  }
  const log = openLogHeads(config);
  try {
    const outcome = await takeCheckpoint({ log, directory, signingKey: requireSigningKey(keys) });
    if (outcome.kind === 'written')
      io.out(`Wrote ${checkpointName(outcome.checkpoint.statement)} to ${outcome.file}.`);
    const head = headIn(outcome.checkpoint);
    if (!head) return { problems: [`${last.streamName} is not in the checkpoint just taken.`] };
    return { checkpoint: outcome.checkpoint, head };
  } catch (error) {
    if (!(error instanceof CheckpointRefused)) throw error;
    return { problems: ['The log no longer extends the latest checkpoint:', ...error.problems] };
  } finally {
    await log.close();
  }
}

/** The stream must hold up as audit:verify checks it: an export is never made of a broken stream. */
async function streamProblem(
  events: readonly RecordedEvent[],
  head: StreamHead,
  checkpoint: SignedCheckpoint,
): Promise<string | null> {
  async function* feed(): AsyncIterable<RecordedEvent> {
    yield* events;
  }
  const report = await verifyHashChains(feed(), {
    anchor: {
      name: checkpointName(checkpoint.statement),
      heads: new Map([[head.streamName, { revision: head.revision, hash: head.hash }]]),
    },
  });
  if (!report.broken) return null;
  const { kind, revision, detail } = report.broken;
  return `Not exported: ${head.streamName} is broken at revision ${revision} (${kind}): ${detail}`;
}

/** Writes the file unless it exists (answers false then): an export handed to a party is never replaced. */
async function writeExport(file: string, exported: unknown): Promise<boolean> {
  try {
    await writeFile(file, `${JSON.stringify(exported, null, 2)}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
