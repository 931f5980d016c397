import type { AppConfig } from '../../config/app-config.js';
import { type CliIo, countOf } from '../../platform/cli/cli-io.js';
import { checkpointName } from './checkpoint.js';
import { publicKeyFingerprint, publicKeyPem, publicKeyText } from './checkpoint-keys.js';
import { type CheckpointKeys, loadCheckpointKeys, requireSigningKey } from './configured-keys.js';
import { openLogHeads } from './log-heads.js';
import { CheckpointRefused, takeCheckpoint } from './take-checkpoint.js';

type CheckpointConfig = Pick<AppConfig, 'databaseUrl' | 'eventStoreConnectionString' | 'audit'>;

/** The directory, or a refusal naming the setting. */
export function checkpointDirOf(config: Pick<AppConfig, 'audit'>): string {
  const directory = config.audit.checkpointDir;
  if (!directory) throw new CheckpointsOff();
  return directory;
}

export class CheckpointsOff extends Error {
  override readonly name = 'CheckpointsOff';
  constructor() {
    super('audit checkpoints are off: set AUDIT_CHECKPOINT_DIR (and AUDIT_SIGNING_KEY_FILE) to keep them');
  }
}

export function describeKey(keys: CheckpointKeys, io: CliIo): void {
  if (keys.generatedKeyFile) {
    io.out(
      `Generated a development signing key at ${keys.generatedKeyFile} (set AUDIT_SIGNING_KEY_FILE in production).`,
    );
  }
  io.out(`Public key (give it to auditors): ${publicKeyText(keys.publicKey)}`);
  io.out(`Fingerprint: ${publicKeyFingerprint(keys.publicKey)}`);
}

/** `npm run audit:checkpoint`: signs the heads of every stream now; exit 1 when the log no longer extends the last checkpoint. */
export async function runAuditCheckpoint(config: CheckpointConfig, io: CliIo): Promise<number> {
  const directory = checkpointDirOf(config);
  const keys = await loadCheckpointKeys(config.audit);
  const signingKey = requireSigningKey(keys);
  const log = openLogHeads(config);
  try {
    const outcome = await takeCheckpoint({ log, directory, signingKey });
    const { statement } = outcome.checkpoint;
    if (outcome.kind === 'unchanged') {
      io.out(
        `The log is as ${checkpointName(statement)} signed it (${outcome.file}): no new checkpoint written.`,
      );
    } else {
      io.out(
        `Wrote ${checkpointName(statement)} to ${outcome.file}: ${countOf(statement.treeSize, 'stream')}, root ${statement.rootHash}.`,
      );
    }
    describeKey(keys, io);
    return 0;
  } catch (error) {
    if (!(error instanceof CheckpointRefused)) throw error;
    io.err('No checkpoint written: the log no longer extends the latest checkpoint.');
    for (const problem of error.problems) io.err(`  ${problem}`);
    io.err('Run `npm run audit:verify` to see the first break.');
    return 1;
  } finally {
    await log.close();
  }
}

/** `npm run audit:public-key`: the key auditors check checkpoints and exports with, as PEM and fingerprint. */
export async function printAuditPublicKey(config: Pick<AppConfig, 'audit'>, io: CliIo): Promise<number> {
  const keys = await loadCheckpointKeys(config.audit);
  if (keys.generatedKeyFile) io.out(`Generated a development signing key at ${keys.generatedKeyFile}.`);
  io.out(publicKeyPem(keys.publicKey).trimEnd());
  io.out(`Fingerprint: ${publicKeyFingerprint(keys.publicKey)}`);
  return 0;
}
