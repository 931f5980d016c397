import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AuditSettings } from '../../config/audit-settings.js';
import {
  CheckpointKeyError,
  createSigningKeyFile,
  loadPublicKey,
  loadSigningKey,
  publicKeyText,
} from './checkpoint-keys.js';

export interface CheckpointKeys {
  /** Null in a process configured to verify only. */
  signingKey: KeyObject | null;
  publicKey: KeyObject;
  /** The development key file written just now, to say so. */
  generatedKeyFile: string | null;
}

type KeySettings = Pick<AuditSettings, 'signingKeyFile' | 'generateSigningKey' | 'publicKeyFile'>;

/** The configured keys: the signing key (made first in development) and the public key checkpoints are checked with. */
export async function loadCheckpointKeys(settings: KeySettings): Promise<CheckpointKeys> {
  let generatedKeyFile: string | null = null;
  let signingKey: KeyObject | null = null;
  if (settings.signingKeyFile) {
    if (settings.generateSigningKey && (await createSigningKeyFile(settings.signingKeyFile))) {
      generatedKeyFile = settings.signingKeyFile;
    }
    signingKey = await loadSigningKey(settings.signingKeyFile);
  }
  const publicKey = settings.publicKeyFile
    ? await loadPublicKey(settings.publicKeyFile)
    : signingKey
      ? createPublicKey(signingKey)
      : null;
  if (!publicKey) {
    throw new CheckpointKeyError(
      'no checkpoint key is configured: set AUDIT_SIGNING_KEY_FILE or AUDIT_PUBLIC_KEY_FILE',
    );
  }
  if (signingKey && publicKeyText(createPublicKey(signingKey)) !== publicKeyText(publicKey)) {
    throw new CheckpointKeyError(
      `${settings.publicKeyFile} is not the public half of the signing key ${settings.signingKeyFile}`,
    );
  }
  return { signingKey, publicKey, generatedKeyFile };
}

/** The signing key, or a clear refusal where this process only verifies. */
export function requireSigningKey(keys: CheckpointKeys): KeyObject {
  if (!keys.signingKey) {
    throw new CheckpointKeyError('checkpoints are signed with AUDIT_SIGNING_KEY_FILE, which is not set here');
  }
  return keys.signingKey;
}
