import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  CHECKPOINT_FORMAT,
  headLeaf,
  headsRoot,
  type SignedCheckpoint,
  sortedHeads,
  statementBytes,
  type StreamHead,
} from './checkpoint.js';
import { checkpointProblems } from './checkpoint-check.js';
import { publicKeyFingerprint, publicKeyText, signBytes, verifyBytes } from './checkpoint-keys.js';
import { inclusionProof, merkleRoot, verifyInclusion } from './merkle-tree.js';

const operatorKey = generateKeyPairSync('ed25519');
const otherKey = generateKeyPairSync('ed25519');

const HEADS: StreamHead[] = sortedHeads([
  { streamName: 'prospect-2', revision: 4n, hash: 'b'.repeat(64) },
  { streamName: 'invitation-1', revision: 0n, hash: null },
  { streamName: 'prospect-10', revision: 12n, hash: 'a'.repeat(64) },
]);

function signed(heads = HEADS, key = operatorKey): SignedCheckpoint {
  const statement = {
    format: CHECKPOINT_FORMAT,
    sequence: 3,
    createdAt: '2026-11-21T10:00:00.000Z',
    eventStore: 'postgres',
    treeSize: heads.length,
    rootHash: headsRoot(heads),
    previous: null,
  } as const;
  return {
    statement,
    signature: signBytes(statementBytes(statement), key.privateKey),
    publicKey: publicKeyText(key.publicKey),
    heads,
  };
}

describe('a signed checkpoint', () => {
  it('orders the heads by stream name in UTF-16 code units, whatever the collation of the store', () => {
    expect(HEADS.map((head) => head.streamName)).toEqual(['invitation-1', 'prospect-10', 'prospect-2']);
  });

  it('signs the canonical JSON of its statement with Ed25519, which the public key verifies', () => {
    const checkpoint = signed();
    expect(checkpointProblems(checkpoint, operatorKey.publicKey)).toEqual([]);
    expect(statementBytes(checkpoint.statement).toString()).toBe(
      `{"createdAt":"2026-11-21T10:00:00.000Z","eventStore":"postgres","format":"${CHECKPOINT_FORMAT}","previous":null,` +
        `"rootHash":"${checkpoint.statement.rootHash}","sequence":3,"treeSize":3}`,
    );
    expect(verifyBytes(Buffer.from('something else'), checkpoint.signature, operatorKey.publicKey)).toBe(
      false,
    );
  });

  it('is refused when its statement was altered after signing', () => {
    const checkpoint = signed();
    const altered = { ...checkpoint, statement: { ...checkpoint.statement, sequence: 4 } };
    expect(checkpointProblems(altered, operatorKey.publicKey)).toEqual([
      `the signature of checkpoint 4 of 2026-11-21T10:00:00.000Z does not verify with the key ${publicKeyFingerprint(operatorKey.publicKey)}`,
    ]);
  });

  it('is refused when signed by another key than the configured one, even if it carries that key', () => {
    const forged = signed(HEADS, otherKey);
    expect(checkpointProblems(forged, operatorKey.publicKey)).toHaveLength(2);
    expect(checkpointProblems(forged, operatorKey.publicKey)[0]).toContain(
      `names the key ${publicKeyFingerprint(otherKey.publicKey)}, not the configured`,
    );
  });

  it('is refused when its list of heads no longer gives the signed root', () => {
    const checkpoint = signed();
    const edited = {
      ...checkpoint,
      heads: checkpoint.heads.map((head) => ({ ...head, revision: head.revision + 1n })),
    };
    expect(checkpointProblems(edited, operatorKey.publicKey)).toEqual([
      'the stream heads listed in checkpoint 3 of 2026-11-21T10:00:00.000Z do not give its signed root: the list was altered',
    ]);
    const dropped = { ...checkpoint, heads: checkpoint.heads.slice(1) };
    expect(checkpointProblems(dropped, operatorKey.publicKey)[0]).toContain('signs 3 streams but lists 2');
  });

  it('proves each stream head is under its signed root', () => {
    const checkpoint = signed();
    const tree = checkpoint.heads.map(headLeaf);
    expect(merkleRoot(tree).toString('hex')).toBe(checkpoint.statement.rootHash);
    const root = Buffer.from(checkpoint.statement.rootHash, 'hex');
    const index = checkpoint.heads.findIndex((head) => head.streamName === 'prospect-2');
    expect(
      verifyInclusion(headLeaf(HEADS[index]!), index, tree.length, inclusionProof(tree, index), root),
    ).toBe(true);
    const moved = headLeaf({ ...HEADS[index]!, revision: 3n });
    expect(verifyInclusion(moved, index, tree.length, inclusionProof(tree, index), root)).toBe(false);
  });
});
