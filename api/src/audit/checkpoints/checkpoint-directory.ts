import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { CHECKPOINT_FORMAT, type SignedCheckpoint, type StreamHead } from './checkpoint.js';

const FILE_NAME = /^checkpoint-(\d{10})\.json$/;

/** `checkpoint-0000000012.json`: names sort in sequence order. */
export function checkpointFileName(sequence: number): string {
  return `checkpoint-${String(sequence).padStart(10, '0')}.json`;
}

/** A checkpoint file that cannot be read as one: named, with what is wrong. */
export class CheckpointFileInvalid extends Error {
  override readonly name = 'CheckpointFileInvalid';
}

/** Another process wrote a checkpoint with this sequence first. */
export class CheckpointSequenceTaken extends Error {
  override readonly name = 'CheckpointSequenceTaken';
}

/** The newest checkpoint in the directory with its file, or null when there is none (or no directory yet). */
export async function latestCheckpoint(
  directory: string,
): Promise<{ checkpoint: SignedCheckpoint; file: string } | null> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const newest = names
    .filter((name) => FILE_NAME.test(name))
    .sort()
    .at(-1);
  if (!newest) return null;
  const file = join(directory, newest);
  return { checkpoint: await readCheckpointFile(file), file };
}

export async function readCheckpointFile(file: string): Promise<SignedCheckpoint> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CheckpointFileInvalid(`${file} is not a readable JSON file (${(error as Error).message})`);
  }
  return parseCheckpoint(parsed, file);
}

/**
 * Writes a checkpoint as a new file that no one can overwrite: it is written in full under a
 * temporary name, then hard-linked to its final name, which fails if the name exists (an
 * exclusive create that never leaves a half-written checkpoint), and made read-only.
 */
export async function writeCheckpointFile(directory: string, checkpoint: SignedCheckpoint): Promise<string> {
  await mkdir(directory, { recursive: true });
  const final = join(directory, checkpointFileName(checkpoint.statement.sequence));
  const temporary = join(directory, `.writing-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(checkpointJson(checkpoint), null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, final);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new CheckpointSequenceTaken(`${final} exists already`);
    }
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  await chmod(final, 0o444);
  return final;
}

function checkpointJson(checkpoint: SignedCheckpoint): unknown {
  return {
    ...checkpoint,
    heads: checkpoint.heads.map((head) => ({ ...head, revision: head.revision.toString() })),
  };
}

/** A checkpoint read from JSON, every field checked; the signature and root are checked apart. */
export function parseCheckpoint(value: unknown, where: string): SignedCheckpoint {
  const fail = (problem: string): never => {
    throw new CheckpointFileInvalid(`${where} is not a checkpoint: ${problem}`);
  };
  if (!isRecord(value)) return fail('not a JSON object');
  const { statement, signature, publicKey, heads } = value;
  if (!isRecord(statement)) return fail('no statement');
  if (statement.format !== CHECKPOINT_FORMAT) return fail(`its format is not ${CHECKPOINT_FORMAT}`);
  const { sequence, createdAt, eventStore, treeSize, rootHash, previous } = statement;
  if (!Number.isSafeInteger(sequence) || (sequence as number) < 1) return fail('no sequence number');
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return fail('no creation time');
  if (typeof eventStore !== 'string') return fail('no event store');
  if (!Number.isSafeInteger(treeSize) || (treeSize as number) < 0) return fail('no tree size');
  if (!isHex(rootHash)) return fail('no root hash');
  if (previous !== null && !isHex(previous)) return fail('a bad previous checkpoint digest');
  if (typeof signature !== 'string' || typeof publicKey !== 'string')
    return fail('no signature or public key');
  if (!Array.isArray(heads)) return fail('no stream heads');
  return {
    statement: {
      format: CHECKPOINT_FORMAT,
      sequence: sequence as number,
      createdAt,
      eventStore,
      treeSize: treeSize as number,
      rootHash,
      previous,
    },
    signature,
    publicKey,
    heads: heads.map((head: unknown, index) =>
      parseHead(head, () => fail(`stream head ${index} is malformed`)),
    ),
  };
}

export function parseHead(value: unknown, fail: () => never): StreamHead {
  if (!isRecord(value)) return fail();
  const { streamName, revision, hash } = value;
  if (typeof streamName !== 'string' || typeof revision !== 'string' || !/^\d+$/.test(revision))
    return fail();
  if (hash !== null && typeof hash !== 'string') return fail();
  return { streamName, revision: BigInt(revision), hash };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHex(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}
