import type { KeyObject } from 'node:crypto';
import {
  checkpointName,
  compareStreamNames,
  headsRoot,
  type SignedCheckpoint,
  statementBytes,
} from './checkpoint.js';
import { publicKeyFingerprint, publicKeyText, verifyBytes } from './checkpoint-keys.js';

/**
 * What is wrong with a checkpoint file, if anything: its heads must be in order and give the signed
 * root, and the signature must verify with the trusted public key (the operator's, never merely the
 * one the file carries, which anyone could replace with their own).
 */
export function checkpointProblems(checkpoint: SignedCheckpoint, trustedKey: KeyObject): string[] {
  const name = checkpointName(checkpoint.statement);
  const problems: string[] = [];
  const trusted = publicKeyText(trustedKey);
  if (checkpoint.publicKey !== trusted) {
    problems.push(
      `${name} names the key ${publicKeyFingerprint(checkpoint.publicKey)}, not the configured ${publicKeyFingerprint(trustedKey)}`,
    );
  }
  if (!verifyBytes(statementBytes(checkpoint.statement), checkpoint.signature, trustedKey)) {
    problems.push(
      `the signature of ${name} does not verify with the key ${publicKeyFingerprint(trustedKey)}`,
    );
  }
  problems.push(...treeProblems(checkpoint));
  return problems;
}

/** The checks that need no trusted key: heads in order, and the root they give is the signed one. */
export function treeProblems(checkpoint: SignedCheckpoint): string[] {
  const name = checkpointName(checkpoint.statement);
  const { heads, statement } = checkpoint;
  const outOfOrder = heads.findIndex(
    (head, index) => index > 0 && compareStreamNames(heads[index - 1]!.streamName, head.streamName) >= 0,
  );
  if (outOfOrder > 0) return [`${name} lists stream ${heads[outOfOrder]!.streamName} out of order`];
  if (heads.length !== statement.treeSize) {
    return [`${name} signs ${statement.treeSize} streams but lists ${heads.length}`];
  }
  if (headsRoot(heads) !== statement.rootHash) {
    return [`the stream heads listed in ${name} do not give its signed root: the list was altered`];
  }
  return [];
}
