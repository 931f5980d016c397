import type { KeyObject } from 'node:crypto';
import {
  CHECKPOINT_FORMAT,
  checkpointName,
  headsRoot,
  type SignedCheckpoint,
  sortedHeads,
  type StreamHead,
  statementBytes,
  statementDigest,
} from './checkpoint.js';
import { treeProblems } from './checkpoint-check.js';
import { CheckpointSequenceTaken, latestCheckpoint, writeCheckpointFile } from './checkpoint-directory.js';
import { publicKeyText, signBytes } from './checkpoint-keys.js';
import type { LogHeads } from './log-heads.js';

/** The log no longer extends the previous checkpoint: signing it now would vouch for the tampering. */
export class CheckpointRefused extends Error {
  override readonly name = 'CheckpointRefused';
  constructor(readonly problems: string[]) {
    super(`No checkpoint written: ${problems.join('; ')}`);
  }
}

export interface CheckpointTaking {
  log: LogHeads;
  directory: string;
  signingKey: KeyObject;
  now?: () => Date;
}

export type CheckpointOutcome =
  | { kind: 'written'; checkpoint: SignedCheckpoint; file: string }
  /** The log is as the latest checkpoint signed it: no new file. */
  | { kind: 'unchanged'; checkpoint: SignedCheckpoint; file: string };

const ATTEMPTS = 5;

/**
 * Signs the heads of every stream as the next checkpoint, once the log is seen to extend the
 * latest one: every stream it signed must still hold the same hash at the same revision. A
 * checkpoint is thus only ever written over a log that passed the previous one, and a deletion
 * or rewrite is never laundered into a fresh signature. When another process took the same
 * sequence number first, it starts again from that checkpoint.
 */
export async function takeCheckpoint(taking: CheckpointTaking): Promise<CheckpointOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await takeOnce(taking);
    } catch (error) {
      if (!(error instanceof CheckpointSequenceTaken) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function takeOnce({
  log,
  directory,
  signingKey,
  now = () => new Date(),
}: CheckpointTaking): Promise<CheckpointOutcome> {
  const latest = await latestCheckpoint(directory);
  const heads = sortedHeads(await log.heads());
  if (latest) {
    const problems = treeProblems(latest.checkpoint);
    problems.push(...(await divergences(log, latest.checkpoint, heads)));
    if (problems.length > 0) throw new CheckpointRefused(problems);
  }
  const rootHash = headsRoot(heads);
  if (latest && latest.checkpoint.statement.rootHash === rootHash) {
    return { kind: 'unchanged', ...latest };
  }
  const statement = {
    format: CHECKPOINT_FORMAT,
    sequence: (latest?.checkpoint.statement.sequence ?? 0) + 1,
    createdAt: now().toISOString(),
    eventStore: log.eventStore,
    treeSize: heads.length,
    rootHash,
    previous: latest ? statementDigest(latest.checkpoint.statement) : null,
  } as const;
  const checkpoint: SignedCheckpoint = {
    statement,
    signature: signBytes(statementBytes(statement), signingKey),
    publicKey: publicKeyText(signingKey),
    heads,
  };
  const file = await writeCheckpointFile(directory, checkpoint);
  return { kind: 'written', checkpoint, file };
}

/** How the log now fails to extend what `previous` signed: at most ten, named. */
async function divergences(
  log: LogHeads,
  previous: SignedCheckpoint,
  heads: readonly StreamHead[],
): Promise<string[]> {
  const name = checkpointName(previous.statement);
  const now = new Map(heads.map((head) => [head.streamName, head]));
  const problems: string[] = [];
  const movedOn: StreamHead[] = [];
  for (const signed of previous.heads) {
    const current = now.get(signed.streamName);
    if (!current) problems.push(`stream ${signed.streamName}, signed in ${name}, was deleted`);
    else if (current.revision < signed.revision) {
      problems.push(
        `stream ${signed.streamName} ends at revision ${current.revision} but ${name} signed revision ${signed.revision}: its last events were deleted`,
      );
    } else if (current.revision > signed.revision) movedOn.push(signed);
    else if (current.hash !== signed.hash) problems.push(rewritten(signed, current.hash, name));
  }
  const stored = await log.hashesAt(movedOn);
  for (const signed of movedOn) {
    const hash = stored.get(signed.streamName);
    if (hash === undefined)
      problems.push(`stream ${signed.streamName} has no event at revision ${signed.revision} any more`);
    else if (hash !== signed.hash) problems.push(rewritten(signed, hash, name));
  }
  return problems.slice(0, 10);
}

function rewritten(signed: StreamHead, hash: string | null, name: string): string {
  return (
    `stream ${signed.streamName} holds ${hash ?? 'no hash'} at revision ${signed.revision}, where ${name} signed ` +
    `${signed.hash ?? 'no hash'}: it was rewritten`
  );
}
