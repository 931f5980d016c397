import { fileURLToPath } from 'node:url';
import { integer } from './whole-number-setting.js';

/** Signed checkpoints of the event log (docs/decisions/0026-signed-checkpoints-of-the-event-log.md). */
export interface AuditSettings {
  /** Where checkpoints are kept, one file each, never overwritten; null: checkpoints are off. */
  checkpointDir: string | null;
  /** PKCS #8 PEM file of the Ed25519 key that signs checkpoints; null in a process that only verifies. Secret: never logged. */
  signingKeyFile: string | null;
  /** Create the signing key file when it is missing (development, where no key was configured). */
  generateSigningKey: boolean;
  /** PEM file of the public key checkpoints are verified with; null: the signing key's public half. */
  publicKeyFile: string | null;
  /** Minutes between periodic checkpoints (worker role); 0: only on demand. */
  checkpointIntervalMinutes: number;
}

/** Development keeps its key and checkpoints in the repository's `.data/audit` (ignored by git). */
const DEV_AUDIT_DIR = fileURLToPath(new URL('../../../.data/audit/', import.meta.url));

/**
 * Reads the AUDIT_* settings. Development checkpoints by default with a key it generates; production
 * and tests only when AUDIT_CHECKPOINT_DIR is set, and production then needs the signing key for the
 * periodic checkpoints (or, verifying only, a public key with the interval at 0).
 */
export function readAuditSettings(
  read: (name: string) => string | undefined,
  nodeEnv: string,
  databaseName: string,
  problems: string[],
): AuditSettings {
  const development = nodeEnv === 'development';
  // One folder per database: a second development database, or one dropped and made again, is another log.
  const developmentDir = `${DEV_AUDIT_DIR}checkpoints/${encodeURIComponent(databaseName)}`;
  const checkpointDir = read('AUDIT_CHECKPOINT_DIR') ?? (development ? developmentDir : null);
  const configuredKey = read('AUDIT_SIGNING_KEY_FILE') ?? null;
  const signingKeyFile = configuredKey ?? (development ? `${DEV_AUDIT_DIR}signing-key.pem` : null);
  const publicKeyFile = read('AUDIT_PUBLIC_KEY_FILE') ?? null;
  const checkpointIntervalMinutes = integer(
    read('AUDIT_CHECKPOINT_INTERVAL_MINUTES') ?? '60',
    'AUDIT_CHECKPOINT_INTERVAL_MINUTES',
    0,
    10_080,
    problems,
  );
  if (checkpointDir !== null && signingKeyFile === null) {
    if (checkpointIntervalMinutes > 0) {
      problems.push(
        'AUDIT_SIGNING_KEY_FILE must be set when AUDIT_CHECKPOINT_DIR is (a process that only verifies sets ' +
          'AUDIT_PUBLIC_KEY_FILE and AUDIT_CHECKPOINT_INTERVAL_MINUTES=0)',
      );
    } else if (publicKeyFile === null) {
      problems.push(
        'AUDIT_SIGNING_KEY_FILE or AUDIT_PUBLIC_KEY_FILE must be set when AUDIT_CHECKPOINT_DIR is',
      );
    }
  }
  return {
    checkpointDir,
    signingKeyFile,
    generateSigningKey: development && configuredKey === null,
    publicKeyFile,
    checkpointIntervalMinutes,
  };
}
