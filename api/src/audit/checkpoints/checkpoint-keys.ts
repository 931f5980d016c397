import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A key file that is missing, unreadable or not an Ed25519 key: said with the file and the fix. */
export class CheckpointKeyError extends Error {
  override readonly name = 'CheckpointKeyError';
}

function ed25519(key: KeyObject, file: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new CheckpointKeyError(
      `${file} holds an ${key.asymmetricKeyType ?? 'unknown'} key; checkpoints are signed with Ed25519`,
    );
  }
  return key;
}

async function readKeyFile(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CheckpointKeyError(
      code === 'ENOENT'
        ? `the ${what} ${file} does not exist`
        : `the ${what} ${file} cannot be read (${code ?? String(error)})`,
    );
  }
}

/** The private key of a PKCS #8 PEM file (as `openssl genpkey -algorithm ed25519` writes it). */
export async function loadSigningKey(file: string): Promise<KeyObject> {
  const text = await readKeyFile(file, 'signing key file');
  try {
    return ed25519(createPrivateKey(text), file);
  } catch (error) {
    if (error instanceof CheckpointKeyError) throw error;
    throw new CheckpointKeyError(`${file} is not a PEM private key (${(error as Error).message})`);
  }
}

/** The public key of a PEM file: an SPKI public key, or a private key whose public half is taken. */
export async function loadPublicKey(file: string): Promise<KeyObject> {
  const text = await readKeyFile(file, 'public key file');
  try {
    return ed25519(createPublicKey(text), file);
  } catch (error) {
    if (error instanceof CheckpointKeyError) throw error;
    throw new CheckpointKeyError(`${file} is not a PEM public key (${(error as Error).message})`);
  }
}

/**
 * Writes a new Ed25519 signing key (PKCS #8 PEM, readable by its owner only) unless the file exists;
 * answers whether it wrote one. Never overwrites: a lost key would orphan every checkpoint signed with it.
 */
export async function createSigningKeyFile(file: string): Promise<boolean> {
  const { privateKey } = generateKeyPairSync('ed25519');
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The public half of a key (itself when it is public). */
function publicHalf(key: KeyObject): KeyObject {
  return key.type === 'private' ? createPublicKey(key) : key;
}

/** Base64 DER (SPKI) of a public key (or a private key's public half): how checkpoints and exports carry it. */
export function publicKeyText(key: KeyObject): string {
  return publicHalf(key).export({ format: 'der', type: 'spki' }).toString('base64');
}

export function publicKeyPem(key: KeyObject): string {
  return publicHalf(key).export({ format: 'pem', type: 'spki' }).toString();
}

/** "SHA256:<hex>" of the public key's DER (SPKI): what an auditor compares with the operator's published one. */
export function publicKeyFingerprint(key: KeyObject | string): string {
  const der =
    typeof key === 'string'
      ? Buffer.from(key, 'base64')
      : publicHalf(key).export({ format: 'der', type: 'spki' });
  return `SHA256:${createHash('sha256').update(der).digest('hex')}`;
}

export function signBytes(bytes: Uint8Array, privateKey: KeyObject): string {
  return sign(null, bytes, privateKey).toString('base64');
}

export function verifyBytes(bytes: Uint8Array, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify(null, bytes, publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
