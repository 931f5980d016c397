import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP ASVS / password storage cheat sheet minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_SETTINGS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  /** A real hash of a random password, made on first need: verifying against it costs what a real check costs. */
  private decoyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_SETTINGS);
  }

  /** Checks a password; with no stored hash, spends the same time and answers false (no user enumeration by timing). */
  async verify(storedHash: string | null, password: string): Promise<boolean> {
    if (!storedHash) {
      this.decoyHash ??= argon2.hash(`decoy-${Math.random()}`, ARGON2_SETTINGS);
      await argon2.verify(await this.decoyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
