import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a database leak yields no usable link. */
export function newResetToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
