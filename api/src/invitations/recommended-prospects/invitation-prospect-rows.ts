import type { InvitationProspect } from '@referrals/contracts';
import { type FrozenTermsColumns, frozenTermsColumns, withFrozenTerms } from '../../pipeline/index.js';

/** A prospect as `SELECT_INVITATION_PROSPECT_COLUMNS` reads it: the answer's fields before their terms and ISO times. */
export type InvitationProspectRow = Omit<InvitationProspect, 'createdAt' | 'updatedAt' | 'terms'> & {
  createdAt: Date;
  updatedAt: Date;
} & FrozenTermsColumns;

/** A prospect's columns with all its details, from prospects `p`, users `u` and bounty_terms `t`. */
export const SELECT_INVITATION_PROSPECT_COLUMNS = `
  p.id, p.invitation_id AS "invitationId", p.prospect_name AS "prospectName",
  p.prospect_title AS "prospectTitle", p.prospect_company AS "prospectCompany",
  p.prospect_linkedin_url AS "prospectLinkedinUrl", p.prospect_linkedin_url AS "linkedinUrl",
  p.prospect_email AS "prospectEmail", p.prospect_phone AS "prospectPhone",
  p.operator_message AS "operatorMessage", p.networker_notes AS "networkerNotes",
  u.name AS "networkerName", p.profile_image_url AS "profileImageUrl", p.source_type AS "sourceType",
  p.approval_status AS "approvalStatus", p.status, t.won_at IS NOT NULL AS "dealWon",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", ${frozenTermsColumns('t')}`;

/** The tables a prospect's columns come from, the prospect under the alias `p`. */
export const INVITATION_PROSPECT_JOINS = `
  LEFT JOIN users u ON u.id = p.networker_user_id
  LEFT JOIN bounty_terms t ON t.prospect_id = p.id`;

/** The list's order: oldest first, then by id. */
export const INVITATION_PROSPECT_ORDER = 'p.created_at, p.id';

export function invitationProspectOf(row: InvitationProspectRow): InvitationProspect {
  return {
    ...withFrozenTerms(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
