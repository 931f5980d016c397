import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { Statement } from '../../platform/database/statements-together.js';
import { RefusalError } from '../../kernel/decider.js';
import { type ContactClaim, decideContactClaims, type StandingClaim } from '../domain/contact-ownership.js';

interface ClaimRow {
  contact_key: string;
  networker_user_id: string;
  protected_until: Date;
}

/** Each contact's key once (two contacts of one submission may be one person). */
function contactKeysOf(claims: readonly ContactClaim[]): string[] {
  return [...new Set(claims.map((claim) => claim.contactKey))];
}

/**
 * Ownership protection on the write side: inside the submission's transaction, each contact's key is
 * locked (`locks`, taken by the caller with the invitation's, keys in order, so two submissions never
 * wait on each other crosswise), the standing claims are read (`standing`, in a statement after the
 * locks), the ownership window decides, and the claims are taken; a refusal refuses the whole submission.
 */
@Injectable()
export class ContactClaims {
  /** The advisory locks a claim of these contacts holds, in the order to take them. */
  locks(operatorId: string, claims: readonly ContactClaim[]): string[] {
    return contactKeysOf(claims)
      .sort()
      .map((key) => `contact-claim-${operatorId}-${key}`);
  }

  /**
   * The statement reading the contacts' standing claims, sent after the one that takes `locks`: of two
   * submissions of one contact at once, the second waited for the first's lock and reads its claim (a
   * statement reads what had committed when it began).
   */
  standing(operatorId: string, claims: readonly ContactClaim[]): Statement {
    return {
      text: `SELECT contact_key, networker_user_id, protected_until FROM contact_claims
              WHERE operator_id = $1 AND contact_key = ANY($2::text[])`,
      values: [operatorId, contactKeysOf(claims)],
    };
  }

  /**
   * The write that takes the claims (none without contacts), once the ownership window allows them all;
   * throws its refusal otherwise. The caller's transaction holds `locks(operatorId, claims)` and read
   * `standing` after taking them.
   */
  claimWrites(
    operatorId: string,
    networkerUserId: string,
    claims: readonly ContactClaim[],
    standingRead: pg.QueryResult,
  ): Statement[] {
    if (claims.length === 0) return [];
    const standing = new Map<string, StandingClaim>(
      (standingRead.rows as ClaimRow[]).map((row) => [
        row.contact_key,
        { networkerUserId: row.networker_user_id, protectedUntil: row.protected_until },
      ]),
    );
    const refusal = decideContactClaims(networkerUserId, claims, standing);
    if (refusal) throw new RefusalError(refusal);
    return [
      {
        text: `INSERT INTO contact_claims (operator_id, contact_key, prospect_id, networker_user_id, claimed_at, protected_until)
       SELECT $1, contact_key, prospect_id, $2, claimed_at, protected_until
         FROM unnest($3::text[], $4::uuid[], $5::timestamptz[], $6::timestamptz[])
              AS c(contact_key, prospect_id, claimed_at, protected_until)
       ON CONFLICT (operator_id, contact_key) DO UPDATE SET prospect_id = EXCLUDED.prospect_id,
         networker_user_id = EXCLUDED.networker_user_id, claimed_at = EXCLUDED.claimed_at,
         protected_until = EXCLUDED.protected_until`,
        values: [
          operatorId,
          networkerUserId,
          claims.map((claim) => claim.contactKey),
          claims.map((claim) => claim.prospectId),
          claims.map((claim) => claim.claimedAt.toISOString()),
          claims.map((claim) => claim.protectedUntil.toISOString()),
        ],
      },
    ];
  }
}
