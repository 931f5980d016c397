import { createHash } from 'node:crypto';
import { canonicalJson } from '../../platform/event-store/hash-chain/canonical-json.js';
import { leafHash, merkleRoot } from './merkle-tree.js';

/** Names what a checkpoint's signature covers, so the signature cannot be taken for another kind of statement. */
export const CHECKPOINT_FORMAT = 'referrals-audit-checkpoint/1';

/** A stream's last event: its revision and hash (null when it was written before hashing). */
export interface StreamHead {
  streamName: string;
  revision: bigint;
  hash: string | null;
}

/** What is signed: the Merkle root over every stream's head at one moment, and where it sits among checkpoints. */
export interface CheckpointStatement {
  format: typeof CHECKPOINT_FORMAT;
  /** 1, 2, 3…: the file name carries it too. */
  sequence: number;
  createdAt: string;
  /** The adapter that held the log (`postgres`, `kurrentdb`); hashes do not depend on it. */
  eventStore: string;
  /** Number of streams, the leaves of the tree. */
  treeSize: number;
  /** Hex RFC 9162 Merkle root over the heads, ordered by stream name. */
  rootHash: string;
  /** Hex SHA-256 of the previous checkpoint's statement (its canonical JSON); null for the first. */
  previous: string | null;
}

/** A checkpoint as its file holds it: the statement, its Ed25519 signature, the public key, and the heads it covers. */
export interface SignedCheckpoint {
  statement: CheckpointStatement;
  /** Base64 Ed25519 signature over the statement's canonical JSON (RFC 8785) in UTF-8. */
  signature: string;
  /** Base64 DER (SPKI) of the public key that verifies the signature. */
  publicKey: string;
  /** Every stream's head, ordered by stream name: the leaves the root is computed over. */
  heads: StreamHead[];
}

/** Stream names ordered by UTF-16 code units, as RFC 8785 orders keys: the same order in every language. */
export function compareStreamNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedHeads(heads: readonly StreamHead[]): StreamHead[] {
  return [...heads].sort((a, b) => compareStreamNames(a.streamName, b.streamName));
}

/** A head as a leaf: the UTF-8 canonical JSON of `{ hash, revision (text), streamName }`. */
export function headLeaf(head: StreamHead): Buffer {
  return leafHash(
    Buffer.from(
      canonicalJson({ streamName: head.streamName, revision: head.revision.toString(), hash: head.hash }),
      'utf8',
    ),
  );
}

/** Hex Merkle root over heads already in stream-name order. */
export function headsRoot(heads: readonly StreamHead[]): string {
  return merkleRoot(heads.map(headLeaf)).toString('hex');
}

/** The bytes the signature covers. */
export function statementBytes(statement: CheckpointStatement): Buffer {
  return Buffer.from(canonicalJson(statement), 'utf8');
}

/** Hex SHA-256 of a statement, by which the next checkpoint names it. */
export function statementDigest(statement: CheckpointStatement): string {
  return createHash('sha256').update(statementBytes(statement)).digest('hex');
}

/** "checkpoint 12 of 2026-11-21T10:00:00.000Z", for messages. */
export function checkpointName(statement: Pick<CheckpointStatement, 'sequence' | 'createdAt'>): string {
  return `checkpoint ${statement.sequence} of ${statement.createdAt}`;
}
