import type { RecordedEvent } from '@referrals/contracts';
import { formatPosition } from '@referrals/contracts';
import type { CheckpointStatement, SignedCheckpoint, StreamHead } from '../checkpoints/checkpoint.js';
import { headLeaf } from '../checkpoints/checkpoint.js';
import { inclusionProof } from '../checkpoints/merkle-tree.js';

/** Names the shape of an export file, which scripts/verify-audit-export.mjs checks without our server. */
export const EXPORT_FORMAT = 'referrals-audit-export/1';

/** An event as exported: what its hash covers, plus where and when the store keeps it. */
export interface ExportedEvent {
  streamName: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recordedAt: string;
  position: string;
}

/** One stream up to a checkpointed head, with the Merkle path from that head to the checkpoint's signed root. */
export interface AuditExport {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  streamName: string;
  events: ExportedEvent[];
  checkpoint: { statement: CheckpointStatement; signature: string; publicKey: string };
  proof: {
    head: { streamName: string; revision: string; hash: string | null };
    leafIndex: number;
    treeSize: number;
    /** Hex sibling hashes from the leaf up to the root (RFC 9162 inclusion proof). */
    auditPath: string[];
  };
}

/** The export of `events` (a stream from its start up to `head`) under `checkpoint`, which signed `head`. */
export function buildAuditExport(
  events: readonly RecordedEvent[],
  head: StreamHead,
  checkpoint: SignedCheckpoint,
  exportedAt: Date,
): AuditExport {
  const leafIndex = checkpoint.heads.findIndex((candidate) => candidate.streamName === head.streamName);
  if (leafIndex < 0)
    throw new Error(`${head.streamName} is not in checkpoint ${checkpoint.statement.sequence}`);
  const auditPath = inclusionProof(checkpoint.heads.map(headLeaf), leafIndex);
  return {
    format: EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    streamName: head.streamName,
    events: events.map((event) => ({
      streamName: event.streamName,
      revision: event.revision.toString(),
      id: event.id,
      type: event.type,
      data: event.data,
      metadata: { ...event.metadata },
      recordedAt: event.recordedAt.toISOString(),
      position: formatPosition(event.position),
    })),
    checkpoint: {
      statement: checkpoint.statement,
      signature: checkpoint.signature,
      publicKey: checkpoint.publicKey,
    },
    proof: {
      head: { streamName: head.streamName, revision: head.revision.toString(), hash: head.hash },
      leafIndex,
      treeSize: checkpoint.heads.length,
      auditPath: auditPath.map((hash) => hash.toString('hex')),
    },
  };
}
