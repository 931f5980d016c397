import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The write side's guard against a second entry for one email (see the migration). */
@Injectable()
export class WaitlistClaims {
  /**
   * Claims `email` (already normalised) for the entry, inside the caller's transaction; false when
   * another entry holds it. Of two joins at once, the second waits on the first's row, then sees it.
   */
  async claim(manager: EntityManager, email: string, entryId: string, claimedAt: Date): Promise<boolean> {
    const claimed = await manager.query<unknown[]>(
      `INSERT INTO waitlist_claims (email, entry_id, claimed_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING RETURNING entry_id`,
      [email, entryId, claimedAt],
    );
    return claimed.length === 1;
  }
}
