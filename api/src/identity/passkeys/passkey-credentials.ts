import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES, type OwnPasskey } from '@referrals/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { IdentityError } from '../accounts/identity-errors.js';

export interface PasskeyCredential {
  /** base64url, as the browser reports it. */
  credentialId: string;
  /** COSE-encoded public key. */
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  /** What the owner recognizes it by (see passkeyDeviceName); null for passkeys from before names were kept. */
  deviceName: string | null;
  /** The authenticator's AAGUID, when it reported one. */
  aaguid: string | null;
}

export interface StoredPasskeyCredential extends PasskeyCredential {
  userId: string;
}

interface CredentialRow {
  credential_id: string;
  user_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  device_name: string | null;
  aaguid: string | null;
}

interface OwnPasskeyRow {
  credential_id: string;
  device_name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

function toCredential(row: CredentialRow): StoredPasskeyCredential {
  return {
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
    deviceName: row.device_name,
    aaguid: row.aaguid,
  };
}

const COLUMNS = 'credential_id, user_id, public_key, counter, transports, device_name, aaguid';

/** Rows of `passkey_credentials`. */
@Injectable()
export class PasskeyCredentials {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async ofUser(userId: string): Promise<StoredPasskeyCredential[]> {
    const rows = await this.dataSource.query<CredentialRow[]>(
      `SELECT ${COLUMNS} FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows.map(toCredential);
  }

  async find(credentialId: string): Promise<StoredPasskeyCredential | null> {
    const rows = await this.dataSource.query<CredentialRow[]>(
      `SELECT ${COLUMNS} FROM passkey_credentials WHERE credential_id = $1`,
      [credentialId],
    );
    return rows[0] ? toCredential(rows[0]) : null;
  }

  /** Stores a verified credential; within the caller's transaction when one is given. */
  async insert(userId: string, credential: PasskeyCredential, manager?: EntityManager): Promise<void> {
    const rows = await (manager ?? this.dataSource.manager).query<unknown[]>(
      `INSERT INTO passkey_credentials (credential_id, user_id, public_key, counter, transports, device_name, aaguid)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING 1`,
      [
        credential.credentialId,
        userId,
        Buffer.from(credential.publicKey),
        credential.counter,
        credential.transports,
        credential.deviceName,
        credential.aaguid,
      ],
    );
    if (rows.length === 0) throw new IdentityError(AUTH_API_MESSAGES.passkeyRegistrationFailed, 409);
  }

  /** The user's passkeys as their profile lists them, oldest first. */
  async listOfUser(userId: string): Promise<OwnPasskey[]> {
    const rows = await this.dataSource.query<OwnPasskeyRow[]>(
      `SELECT credential_id, device_name, created_at, last_used_at FROM passkey_credentials
       WHERE user_id = $1 ORDER BY created_at, credential_id`,
      [userId],
    );
    return rows.map((row) => ({
      credentialId: row.credential_id,
      deviceName: row.device_name,
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
    }));
  }

  /** Removes one passkey of the user; answers whether it was there. */
  async remove(userId: string, credentialId: string, manager?: EntityManager): Promise<boolean> {
    const removed = await (manager ?? this.dataSource.manager).query<unknown[]>(
      `WITH removed AS (DELETE FROM passkey_credentials WHERE credential_id = $1 AND user_id = $2 RETURNING 1)
       SELECT 1 FROM removed`,
      [credentialId, userId],
    );
    return removed.length > 0;
  }

  /** Removes every passkey of the user, within the caller's transaction; answers how many went. */
  async removeAllOfUser(manager: EntityManager, userId: string): Promise<number> {
    const removed = await manager.query<unknown[]>(
      'WITH removed AS (DELETE FROM passkey_credentials WHERE user_id = $1 RETURNING 1) SELECT 1 FROM removed',
      [userId],
    );
    return removed.length;
  }

  /**
   * Records a sign-in with the new counter, only if the counter is still the one that was
   * checked: of two concurrent sign-ins with one counter value, one fails.
   */
  async recordUse(credentialId: string, checkedCounter: number, newCounter: number): Promise<boolean> {
    // TypeORM answers an UPDATE as [rows, affected row count].
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE passkey_credentials SET counter = $3, last_used_at = now()
       WHERE credential_id = $1 AND counter = $2`,
      [credentialId, checkedCounter, newCounter],
    );
    return updated > 0;
  }
}
