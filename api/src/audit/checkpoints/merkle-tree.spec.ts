import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { inclusionProof, leafHash, merkleRoot, verifyInclusion } from './merkle-tree.js';

const sha256 = (...parts: Uint8Array[]): Buffer => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const leaves = (count: number): Buffer[] =>
  Array.from({ length: count }, (_, index) => leafHash(Buffer.from(`leaf ${index}`)));
const node = (left: Buffer, right: Buffer): Buffer => sha256(Buffer.from([1]), left, right);

describe('the Merkle tree of checkpoints (RFC 9162)', () => {
  it('hashes a leaf with a 0x00 prefix and inner nodes with 0x01', () => {
    expect(leafHash(Buffer.from('a'))).toEqual(sha256(Buffer.from([0]), Buffer.from('a')));
    const [a, b] = leaves(2) as [Buffer, Buffer];
    expect(merkleRoot([a, b])).toEqual(node(a, b));
  });

  it('splits a tree after the largest power of two below its size', () => {
    const [a, b, c, d, e] = leaves(5) as [Buffer, Buffer, Buffer, Buffer, Buffer];
    expect(merkleRoot([a, b, c])).toEqual(node(node(a, b), c));
    expect(merkleRoot([a, b, c, d, e])).toEqual(node(node(node(a, b), node(c, d)), e));
  });

  it('has the root of RFC 6962 for no leaves and one leaf', () => {
    expect(merkleRoot([]).toString('hex')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    const [only] = leaves(1) as [Buffer];
    expect(merkleRoot([only])).toEqual(only);
    expect(inclusionProof([only], 0)).toEqual([]);
  });

  it('proves every leaf of trees of every size up to 33', () => {
    for (let size = 1; size <= 33; size++) {
      const tree = leaves(size);
      const root = merkleRoot(tree);
      tree.forEach((leaf, index) => {
        expect([size, index, verifyInclusion(leaf, index, size, inclusionProof(tree, index), root)]).toEqual([
          size,
          index,
          true,
        ]);
      });
    }
  });

  it('refuses a proof for another leaf, index, tree size, root or with a sibling altered', () => {
    const tree = leaves(11);
    const root = merkleRoot(tree);
    const proof = inclusionProof(tree, 6);
    const leaf = tree[6]!;
    expect(verifyInclusion(leaf, 6, 11, proof, root)).toBe(true);
    expect(verifyInclusion(tree[5]!, 6, 11, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 7, 11, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 6, 7, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 6, 11, proof, merkleRoot(leaves(10)))).toBe(false);
    const altered = proof.map((sibling, index) => (index === 1 ? leafHash(Buffer.from('forged')) : sibling));
    expect(verifyInclusion(leaf, 6, 11, altered, root)).toBe(false);
    expect(verifyInclusion(leaf, 6, 11, proof.slice(1), root)).toBe(false);
    expect(verifyInclusion(leaf, 11, 11, proof, root)).toBe(false);
  });

  it('refuses to prove a leaf the tree does not have', () => {
    expect(() => inclusionProof(leaves(3), 3)).toThrow('leaf 3 is not in a tree of 3');
  });
});
