import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { hashResetToken } from './reset-tokens.js';

/** What a reset link tells before it is used. */
@Injectable()
export class ResetLinks {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** How many passkeys the account of a working link has; null when the link is unknown, used or expired. */
  async passkeysOfAccount(token: string): Promise<number | null> {
    const rows = await this.dataSource.query<{ passkeys: number }[]>(
      `SELECT (SELECT count(*)::int FROM passkey_credentials c WHERE c.user_id = t.user_id) AS passkeys
       FROM password_reset_tokens t WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashResetToken(token)],
    );
    return rows[0]?.passkeys ?? null;
  }
}
