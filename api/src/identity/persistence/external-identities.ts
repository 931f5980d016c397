import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

/** An account at an outside identity provider, named the way OpenID Connect names it. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
}

/** Links between our users and their accounts at outside identity providers (LinkedIn). */
@Injectable()
export class ExternalIdentities {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The user this identity signs in as; null when it is not linked to anyone. */
  async linkedUserId(identity: ExternalIdentity): Promise<string | null> {
    const rows = await this.dataSource.query<{ user_id: string }[]>(
      'SELECT user_id FROM external_identities WHERE issuer = $1 AND subject = $2',
      [identity.issuer, identity.subject],
    );
    return rows[0]?.user_id ?? null;
  }

  async link(manager: EntityManager, identity: ExternalIdentity, userId: string): Promise<void> {
    await manager.query('INSERT INTO external_identities (issuer, subject, user_id) VALUES ($1, $2, $3)', [
      identity.issuer,
      identity.subject,
      userId,
    ]);
  }
}
