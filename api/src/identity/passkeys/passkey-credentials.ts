import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
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
}

function toCredential(row: CredentialRow): StoredPasskeyCredential {
  return {
    credentialId: row.credential_id,
    userId: row.user_id,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: row.transports,
  };
}

const COLUMNS = 'credential_id, user_id, public_key, counter, transports';

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
      `INSERT INTO passkey_credentials (credential_id, user_id, public_key, counter, transports)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (credential_id) DO NOTHING RETURNING 1`,
      [
        credential.credentialId,
        userId,
        Buffer.from(credential.publicKey),
        credential.counter,
        credential.transports,
      ],
    );
    if (rows.length === 0) throw new IdentityError(AUTH_API_MESSAGES.passkeyRegistrationFailed, 409);
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
