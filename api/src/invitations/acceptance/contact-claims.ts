import { Injectable } from '@nestjs/common';
import { contactAlreadyClaimedMessage, contactRepeatedMessage } from '@referrals/contracts';
import type { EntityManager } from 'typeorm';
import { AcceptanceRefused } from './acceptance-plan.js';

/** A contact about to be submitted, with the ownership it will take. */
export interface ContactClaim {
  prospectId: string;
  prospectName: string;
  contactKey: string;
  claimedAt: Date;
  protectedUntil: Date;
}

interface ClaimRow {
  networker_user_id: string;
  protected_until: Date;
}

/**
 * Ownership protection on the write side: inside the submission's transaction, each contact takes
 * the operator's claim on its key, or the whole submission is refused with 409. A claim whose
 * protection has ended passes to the new submitter.
 */
@Injectable()
export class ContactClaims {
  async claim(
    manager: EntityManager,
    operatorId: string,
    networkerUserId: string,
    claims: readonly ContactClaim[],
  ): Promise<void> {
    const seen = new Set<string>();
    for (const claim of claims) {
      if (seen.has(claim.contactKey))
        throw new AcceptanceRefused(contactRepeatedMessage(claim.prospectName), 409);
      seen.add(claim.contactKey);
    }
    for (const claim of claims) {
      // Of two submissions at once, the second waits on the first's row and then sees it taken.
      const taken = await manager.query<unknown[]>(
        `INSERT INTO contact_claims (operator_id, contact_key, prospect_id, networker_user_id, claimed_at, protected_until)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (operator_id, contact_key) DO UPDATE SET prospect_id = EXCLUDED.prospect_id,
           networker_user_id = EXCLUDED.networker_user_id, claimed_at = EXCLUDED.claimed_at,
           protected_until = EXCLUDED.protected_until
         WHERE contact_claims.protected_until <= EXCLUDED.claimed_at
         RETURNING prospect_id`,
        [
          operatorId,
          claim.contactKey,
          claim.prospectId,
          networkerUserId,
          claim.claimedAt,
          claim.protectedUntil,
        ],
      );
      if (taken.length === 1) continue;
      const [owner] = await manager.query<ClaimRow[]>(
        'SELECT networker_user_id, protected_until FROM contact_claims WHERE operator_id = $1 AND contact_key = $2',
        [operatorId, claim.contactKey],
      );
      throw new AcceptanceRefused(
        contactAlreadyClaimedMessage(claim.prospectName, {
          ownedBySubmitter: owner?.networker_user_id === networkerUserId,
          protectedUntil: owner?.protected_until ?? claim.protectedUntil,
        }),
        409,
      );
    }
  }
}
