import type { AppConfig } from '../../config/app-config.js';
import { checkpointName } from '../checkpoints/checkpoint.js';
import { checkpointProblems } from '../checkpoints/checkpoint-check.js';
import { latestCheckpoint } from '../checkpoints/checkpoint-directory.js';
import { publicKeyFingerprint } from '../checkpoints/checkpoint-keys.js';
import { loadCheckpointKeys } from '../checkpoints/configured-keys.js';
import type { ChainAnchor } from './verify-hash-chains.js';

export type AnchorLoad =
  | { kind: 'anchor'; anchor: ChainAnchor; file: string; summary: string }
  | { kind: 'none'; notice: string }
  | { kind: 'invalid'; problems: string[] };

/** The latest signed checkpoint to hold the log to, once its signature and root are checked. */
export async function loadAnchor(config: Pick<AppConfig, 'audit'>): Promise<AnchorLoad> {
  const directory = config.audit.checkpointDir;
  if (!directory) {
    return {
      kind: 'none',
      notice:
        'No checkpoints (AUDIT_CHECKPOINT_DIR is not set): a stream rewritten with its hashes recomputed, ' +
        'cut short or deleted would go unnoticed.',
    };
  }
  const latest = await latestCheckpoint(directory);
  if (!latest) {
    return {
      kind: 'none',
      notice: `No checkpoint in ${directory} yet (npm run audit:checkpoint): only the hash chains were checked.`,
    };
  }
  const keys = await loadCheckpointKeys(config.audit);
  const problems = checkpointProblems(latest.checkpoint, keys.publicKey);
  if (problems.length > 0) return { kind: 'invalid', problems };
  const { statement, heads } = latest.checkpoint;
  const name = checkpointName(statement);
  return {
    kind: 'anchor',
    file: latest.file,
    anchor: {
      name,
      heads: new Map(heads.map((head) => [head.streamName, { revision: head.revision, hash: head.hash }])),
    },
    summary: `${name} (${latest.file}), signed by ${publicKeyFingerprint(keys.publicKey)}`,
  };
}
