import { createHash } from 'node:crypto';

/**
 * A Merkle tree as RFC 9162 (Certificate Transparency 2.0, section 2.1) defines it, so that any
 * implementation of that RFC checks our proofs: a leaf is hashed as SHA-256(0x00 || data), an inner
 * node as SHA-256(0x01 || left || right), and a tree of n > 1 leaves splits after the largest power
 * of two below n. The prefixes keep a leaf from passing for an inner node.
 */

const LEAF_PREFIX = Buffer.from([0]);
const NODE_PREFIX = Buffer.from([1]);

export function leafHash(data: Uint8Array): Buffer {
  return createHash('sha256').update(LEAF_PREFIX).update(data).digest();
}

function nodeHash(left: Uint8Array, right: Uint8Array): Buffer {
  return createHash('sha256').update(NODE_PREFIX).update(left).update(right).digest();
}

/** The largest power of two below n (n > 1). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The root of the tree over these leaf hashes (in order); SHA-256 of nothing for no leaves. */
export function merkleRoot(leaves: readonly Buffer[]): Buffer {
  if (leaves.length === 0) return createHash('sha256').digest();
  return subtreeRoot(leaves, 0, leaves.length);
}

function subtreeRoot(leaves: readonly Buffer[], start: number, end: number): Buffer {
  const size = end - start;
  if (size === 1) return leaves[start]!;
  const k = splitPoint(size);
  return nodeHash(subtreeRoot(leaves, start, start + k), subtreeRoot(leaves, start + k, end));
}

/** The inclusion proof (audit path) of the leaf at `index`: sibling hashes from the leaf up to the root. */
export function inclusionProof(leaves: readonly Buffer[], index: number): Buffer[] {
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) {
    throw new RangeError(`leaf ${index} is not in a tree of ${leaves.length}`);
  }
  let start = 0;
  let end = leaves.length;
  const siblings: Buffer[] = [];
  while (end - start > 1) {
    const k = splitPoint(end - start);
    if (index < start + k) {
      siblings.push(subtreeRoot(leaves, start + k, end));
      end = start + k;
    } else {
      siblings.push(subtreeRoot(leaves, start, start + k));
      start += k;
    }
  }
  // Found from the root down; the proof lists them from the leaf up.
  return siblings.reverse();
}

/**
 * Whether `proof` leads from the leaf hash at `index` of a tree of `treeSize` leaves to `root`
 * (RFC 9162, 2.1.3.2).
 */
export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  treeSize: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  if (!Number.isInteger(index) || !Number.isInteger(treeSize) || index < 0 || index >= treeSize) return false;
  let fn = index;
  let sn = treeSize - 1;
  let hash: Uint8Array = leaf;
  for (const sibling of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      hash = nodeHash(sibling, hash);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      hash = nodeHash(hash, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && Buffer.from(hash).equals(Buffer.from(root));
}
